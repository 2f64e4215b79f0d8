"""Stand-ins: the loopback model servers, scripted replies, a recording host, plain-data sources, agent tools."""
