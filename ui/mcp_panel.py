"""The MCP server in the dock: its switch, its state, and the buttons clients propose.

Off by default. On (the dock's ``mcpSwitch`` or the ``mcp_enabled`` setting), the
listener takes a new port and token, and ``<profile>/map_assistant/mcp.json``
holds the configuration to paste into an MCP client; off (or at unload), both
files go. A proposal becomes the same buttons as the chat's, under a line that
says which client proposed it, with a Dismiss; what the click did is the
proposal's status for ``action_status``.
"""

from __future__ import annotations

from qgis.core import QgsProject
from qgis.PyQt.QtCore import QObject, QTimer
from qgis.PyQt.QtWidgets import QPushButton

from ..agent.user_error import UserError
from ..services.acting.outcome import OutcomeReportingHost, value_safe
from ..services.base import ActionButton, ActionReply
from ..services.mcp.gateway import DISMISSED, FAILED, RUN, McpGateway, Proposal
from ..toolbelt import log, preferences
from ..toolbelt.dependencies import DependencyInstaller
from ..toolbelt.i18n import tr
from ..toolbelt.mcp_link import bridge_site, endpoint, local
from ..toolbelt.mcp_link.listener import McpListener
from ..toolbelt.metadata import version

SETTING_POLL_MS = 1_000  # the mcp_enabled setting, changed elsewhere (another QGIS window, a script)


class McpPanel(QObject):
    """Joins the dock's switch, the listener and the gateway. ``environment()`` gives the
    services' ActionEnvironment (the controller's), for the proposed buttons."""

    def __init__(self, dock, canvas, environment, parent: QObject | None = None):
        super().__init__(parent)
        self._dock, self._environment = dock, environment
        self.gateway = McpGateway(QgsProject.instance(), canvas, preferences.load, self)
        self.listener = McpListener(self.gateway, version(), self)
        self._installer: DependencyInstaller | None = None
        self._install_offer: QPushButton | None = None
        self.gateway.proposed.connect(self._show)
        self.listener.clientsChanged.connect(self._show_state)
        dock.mcpToggled.connect(self.set_enabled)
        dock.messagesCleared.connect(self.gateway.dismiss_pending)  # their buttons are gone
        self._stored = preferences.load().mcp_enabled
        self.set_enabled(self._stored, remember=False)
        self._poll = QTimer(self)
        self._poll.timeout.connect(self._follow_setting)
        self._poll.start(SETTING_POLL_MS)

    @property
    def is_on(self) -> bool:
        return self.listener.is_listening

    def set_enabled(self, enabled: bool, remember: bool = True) -> None:
        """Start or stop the server; the switch and the setting follow what really happened."""
        if enabled and not self.is_on:
            try:
                self.listener.start(local.mcp_dir() / endpoint.ENDPOINT_FILE)
                endpoint.write_private(local.mcp_dir() / endpoint.CLIENT_CONFIG_FILE, endpoint.config_text(local.client_config()))
            except OSError as exc:
                self._off()
                self._dock.add_notice(tr("The MCP server could not start: {reason}", reason=exc), "error")
            else:
                self._offer_bridge()
        elif not enabled and self.is_on:
            self._off()
        if remember:
            settings = preferences.load()
            settings.mcp_enabled = self.is_on
            preferences.save(settings)
            self._stored = self.is_on
        self._show_state()

    def _follow_setting(self) -> None:
        """The setting is the switch too: a change made outside the dock is applied."""
        stored = preferences.load().mcp_enabled
        if stored != self._stored:
            self._stored = stored
            self.set_enabled(stored, remember=False)

    def shutdown(self) -> None:
        """Unload or QGIS closing: the listener stops and its files go; the setting stays."""
        self._poll.stop()
        if self._installer is not None:
            self._installer.cancel(wait_ms=3_000)  # no pip outlives the plugin
        self._off()

    def _off(self) -> None:
        self.gateway.stop()
        self.listener.stop()
        endpoint.remove(local.mcp_dir() / endpoint.CLIENT_CONFIG_FILE)

    # -- the bridge's packages -----------------------------------------------------

    def _offer_bridge(self) -> None:
        """The SDK the bridge needs is not there yet: offer to fetch it (the click is the consent)."""
        if bridge_site.is_installed(local.mcp_dir() / endpoint.BRIDGE_SITE) or self._install_offer is not None:
            return
        self._install_offer = self._dock.add_offer(
            tr("Install the MCP bridge (the mcp package from PyPI, for MCP clients; QGIS does not load it)"),
            self._install_bridge, "mcpInstallButton")

    def _install_bridge(self) -> None:
        if self._installer is not None and self._installer.is_running():
            return
        self._installer = DependencyInstaller(bridge_site.bridge_requirements(), local.mcp_dir() / endpoint.BRIDGE_SITE,
                                              parent=self, apart=True)
        self._installer.progress.connect(lambda message, _percent: self._dock.set_mcp_status_text(message))
        self._installer.finished.connect(self._bridge_installed)
        self._installer.start()

    def _bridge_installed(self, ok: bool, message: str) -> None:
        self._install_offer = None
        if not ok:
            self._dock.add_notice(message, "error")
            self._offer_bridge()  # offered again: the fix may be a proxy or the network
        self._show_state()

    def _show_state(self) -> None:
        if not self.is_on:
            self._dock.set_mcp_state(False, "")
            return
        clients = self.listener.clients
        if clients:
            text = tr("MCP server on · {clients} connected", clients=", ".join(clients))
        elif not bridge_site.is_installed(local.mcp_dir() / endpoint.BRIDGE_SITE):
            text = tr("MCP server on · the bridge for MCP clients is not installed yet")
        else:
            text = tr("MCP server on · no client connected")
        self._dock.set_mcp_state(True, text)

    # -- proposals -----------------------------------------------------------------

    def _show(self, proposal: Proposal) -> None:
        """The proposal's buttons under a line naming its client, with a Dismiss."""
        try:
            response = self.gateway.action_tool(proposal.type).process(self._environment(), proposal.action)
        except UserError as exc:  # the map changed between the check and now
            self.gateway.set_status(proposal.id, FAILED, exc.user_message)
            return
        except Exception as exc:  # noqa: BLE001 - the client is told; nothing reaches QGIS's dialog
            log.error(f"MCP proposal {proposal.id} could not be shown: {exc!r}")
            self.gateway.set_status(proposal.id, FAILED, f"Map Assistant could not show it: {exc}")
            return
        dismiss = QPushButton(tr("Dismiss"), objectName="dismissButton")
        buttons = [self._reporting(button, proposal.id, dismiss) for button in response.buttons]
        self._dock.add_notice(tr("Proposed by {client} (MCP). Nothing runs until you click.", client=proposal.client),
                              "info")
        panel = self._dock.add_response(ActionReply(response.text, buttons, response.status))
        dismiss.setToolTip(tr("Tell {client} you will not run this action", client=proposal.client))
        dismiss.clicked.connect(lambda: self._dismiss(proposal, dismiss, panel))
        self._dock.messages.add(dismiss)
        log.log(f"MCP proposal {proposal.id} shown")

    def _reporting(self, button: ActionButton, proposal_id: str, dismiss: QPushButton) -> ActionButton:
        """What the click did becomes the proposal's status: its first outcome only (a
        table's later exports name files), and a failure's reason only when values may
        leave QGIS (an engine's error can quote them)."""

        def report(summary: str, is_error: bool = False, quotes_values: bool = True) -> None:
            proposal = self.gateway.proposals.get(proposal_id)
            if proposal is None or proposal.status in (RUN, FAILED):
                return
            summary = value_safe(summary, is_error, preferences.load().send_values is True, quotes_values)
            self.gateway.set_status(proposal_id, FAILED if is_error else RUN, summary)
            dismiss.setEnabled(False)

        run = button.run
        return ActionButton(button.label, lambda host: run(OutcomeReportingHost(host, report)), button.tooltip)

    def _dismiss(self, proposal: Proposal, button: QPushButton, panel) -> None:
        if proposal.status not in (RUN, FAILED):
            self.gateway.set_status(proposal.id, DISMISSED)
        button.setEnabled(False)
        button.setText(tr("Dismissed"))
        if panel is not None:
            panel.setEnabled(False)  # a dismissed proposal cannot run any more
