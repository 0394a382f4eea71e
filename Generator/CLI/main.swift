import ClientGenerator
import Foundation

print("generate-client: work in progress")
