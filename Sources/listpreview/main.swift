import Foundation
import ListPreviewCLI

let status = await ListPreviewCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
