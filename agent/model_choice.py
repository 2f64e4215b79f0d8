"""The session's decisions about the model: which one when none is chosen, which one
replaces a model the server no longer serves, and what to suggest for a deprecated one.

Every answer comes from the server's own list (cached per server and key); the
client's built-in fallback is used only when the list cannot be had.
"""

from __future__ import annotations

import logging

from .errors import SETTINGS, ErrorKind, LLMError
from .llm_client import LLMClient
from .providers.models import DEFAULT_FAMILY, ModelCatalogue, family, newest_in_family, newness
from .user_text import for_user

_log = logging.getLogger(__name__)


class ModelChoice:
    def __init__(self, catalogue: ModelCatalogue | None = None) -> None:
        self.catalogue = catalogue or ModelCatalogue()

    def automatic(self, client: LLMClient) -> str:
        """The model to use when the user chose none: the newest listed of the default family."""
        try:
            models = self.catalogue.models(client.server_key, client.list_models)
        except LLMError as error:
            if error.kind is ErrorKind.CANCELLED:
                raise
            fallback = client.fallback_model(DEFAULT_FAMILY)
            if fallback is None:
                raise LLMError(error.kind, for_user("Could not ask the server which models it serves: {reason}",
                                                    reason=error.user_message), error.retry_after) from error
            _log.warning("listing models failed (%s); using the built-in %s", error.kind.name, fallback)
            return fallback
        wanted = getattr(client, "default_family", DEFAULT_FAMILY)
        found = newest_in_family(models, wanted) if wanted else max(models, key=newness, default=None)
        if found is not None:
            return found.id
        if len(models) == 1:  # a local or gateway server that serves one model under its own name
            return models[0].id
        listed = ", ".join(m.id for m in models[:8]) or for_user("none", "no model listed")
        raise LLMError(ErrorKind.MODEL_NOT_FOUND,
                       for_user("No model was chosen and the server lists no {family} model (it lists: {models}). "
                                "Choose a model in {settings}.", family=DEFAULT_FAMILY.title(), models=listed,
                                settings=SETTINGS))

    def replacement_after_404(self, client: LLMClient, failure: LLMError, model: str) -> tuple[str | None, LLMError]:
        """(the newest listed model of the retired one's family, or None and the error to show)."""
        old = failure.model or model
        wanted = family(old)
        self.catalogue.forget(client.server_key)  # the cached list still named the retired model
        try:
            models = self.catalogue.models(client.server_key, client.list_models)
        except LLMError as error:
            return None, LLMError(ErrorKind.MODEL_NOT_FOUND,
                                  for_user("{failure} The list of models could not be read to find a replacement "
                                           "({reason})", failure=failure.user_message, reason=error.user_message),
                                  model=old)
        found = newest_in_family(models, wanted, exclude={old}) if wanted else None
        if found is None:
            # Never another family silently: it may cost more, or do less.
            return None, LLMError(ErrorKind.MODEL_NOT_FOUND, _no_replacement_message(old, wanted), model=old)
        return found.id, failure

    def suggestion(self, client: LLMClient, model: str) -> str:
        """A current model of ``model``'s family to suggest instead of it; "" when none is known."""
        wanted = family(model)
        if not wanted:
            return ""
        try:
            found = newest_in_family(self.catalogue.models(client.server_key, client.list_models), wanted,
                                     exclude={model})
        except LLMError:
            return client.fallback_model(wanted) or ""
        return found.id if found is not None and not found.deprecated else ""


def _no_replacement_message(old: str, wanted: str) -> str:
    if wanted:
        return for_user("The model {model} is no longer available, and the server lists no other {family} model. "
                        "Choose a model in {settings}.", model=old, family=wanted.title(), settings=SETTINGS)
    return for_user("The model {model} is no longer available, and the server lists no model of the same family. "
                    "Choose a model in {settings}.", model=old, settings=SETTINGS)
