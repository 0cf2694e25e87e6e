SBDBBench.main()
