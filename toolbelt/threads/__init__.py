"""Every thread hop: background calls, QgsTask outcomes, feedback and letting go of a QThread."""
