// The target's own Swift file: SwiftPM builds no target without one. Everything else in the
// module is generated from openapi.yaml by the GenerateClient plugin.
