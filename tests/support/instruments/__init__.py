"""What measures, watches or checks a run (stalls, collections, hangs, SQL, Qt6), each with its self-tests."""
