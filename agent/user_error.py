"""The one way to carry an error message meant for people.

Every error the user (or the model) should read derives from ``UserError``:
``user_message`` says what happened and what to do next. Pure Python with no
imports, so every layer of the plugin (agent, services, toolbelt, ui) can use it,
even before the third-party dependencies are installed.
"""


class UserError(Exception):
    def __init__(self, user_message: str):
        super().__init__(user_message)
        self.user_message = user_message
