import SBDBCommands

SBDBCommand.main()
