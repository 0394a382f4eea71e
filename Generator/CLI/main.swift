import Foundation

// Everything lives in `CommandLineTool` so the entry point stays one line and the exit code is
// decided in one place.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
