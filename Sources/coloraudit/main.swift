import Foundation

// A reader that goes away (`coloraudit … | head`) makes writes fail with EPIPE, handled like any failed
// write (exit status 2), instead of killing the process with SIGPIPE (status 141).
signal(SIGPIPE, SIG_IGN)
exit(CLI.main(Array(CommandLine.arguments.dropFirst())))
