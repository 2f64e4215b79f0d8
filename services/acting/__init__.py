"""What the actions share: the layers they find and select in, the view they fit, the features they zoom to, the print layout, the outcome reported to the model."""
