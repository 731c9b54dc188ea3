// The `tabc` command: flags in, library calls, files out, one exit status.
import Foundation

let status = Tool.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(Output.finish(status).rawValue)
