"""The chat dock on a real QGIS/Qt (offscreen): input keys, streaming, Markdown, states."""


import pytest
from map_assistant.services.base import ActionButton, ActionReply
from map_assistant.ui.dock import ChatDock
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
)


@pytest.fixture
def dock(qgis_app, qtbot):
    widget = ChatDock()
    qtbot.addWidget(widget)
    widget.resize(420, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def child(dock, cls, name):
    found = dock.findChild(cls, name)
    assert found is not None, f"no {cls.__name__} named {name}"
    return found


def assistant_messages(dock):
    widgets = [w for w in dock.findChildren(QTextBrowser) if w.objectName().startswith("assistantMessage")]
    return sorted(widgets, key=lambda w: int(w.objectName()[len("assistantMessage"):]))


def bold_fragments(browser):
    """The texts of the document's bold fragments (what the user sees as bold)."""
    texts = []
    block = browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().font().bold():
                texts.append(fragment.text())
            it += 1
        block = block.next()
    return texts


def test_contract_names(dock):
    assert isinstance(dock, QDockWidget)
    assert dock.objectName() == "MapAssistantDock"
    assert dock.windowTitle() == "Map Assistant"
    child(dock, QPlainTextEdit, "chatInput")
    for name in ("sendButton", "stopButton", "newChatButton"):
        child(dock, QPushButton, name)


def test_enter_sends_stripped_text_and_clears_input(dock, qtbot):
    chat_input = child(dock, QPlainTextEdit, "chatInput")
    chat_input.setFocus()
    qtbot.keyClicks(chat_input, "  how many roads?  ")
    with qtbot.waitSignal(dock.sendRequested, timeout=1000) as signal:
        qtbot.keyClick(chat_input, Qt.Key.Key_Return)
    assert signal.args == ["how many roads?"]
    assert chat_input.toPlainText() == ""
    users = [w for w in dock.findChildren(QTextBrowser) if w.objectName() == "userMessage"]
    assert [w.toPlainText() for w in users] == ["how many roads?"]


def test_keypad_enter_also_sends(dock, qtbot):
    chat_input = child(dock, QPlainTextEdit, "chatInput")
    qtbot.keyClicks(chat_input, "zoom")
    with qtbot.waitSignal(dock.sendRequested, timeout=1000) as signal:
        qtbot.keyClick(chat_input, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert signal.args == ["zoom"]


def test_shift_enter_inserts_newline(dock, qtbot):
    chat_input = child(dock, QPlainTextEdit, "chatInput")
    sent = []
    dock.sendRequested.connect(sent.append)
    qtbot.keyClicks(chat_input, "first")
    qtbot.keyClick(chat_input, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(chat_input, "second")
    assert chat_input.toPlainText() == "first\nsecond"
    assert sent == []
    qtbot.keyClick(chat_input, Qt.Key.Key_Return)
    assert sent == ["first\nsecond"]


def test_empty_or_blank_text_sends_nothing(dock, qtbot):
    chat_input = child(dock, QPlainTextEdit, "chatInput")
    sent = []
    dock.sendRequested.connect(sent.append)
    qtbot.keyClick(chat_input, Qt.Key.Key_Return)
    qtbot.keyClicks(chat_input, "   ")
    qtbot.keyClick(chat_input, Qt.Key.Key_Return)
    qtbot.mouseClick(child(dock, QPushButton, "sendButton"), Qt.MouseButton.LeftButton)
    assert sent == []
    assert dock.findChildren(QTextBrowser, "userMessage") == []


def test_send_button_sends(dock, qtbot):
    child(dock, QPlainTextEdit, "chatInput").setPlainText("count countries")
    with qtbot.waitSignal(dock.sendRequested, timeout=1000) as signal:
        qtbot.mouseClick(child(dock, QPushButton, "sendButton"), Qt.MouseButton.LeftButton)
    assert signal.args == ["count countries"]


def test_busy_toggles_send_and_stop_and_stop_emits(dock, qtbot):
    send = child(dock, QPushButton, "sendButton")
    stop = child(dock, QPushButton, "stopButton")
    assert send.isEnabled() and not stop.isEnabled()
    dock.set_busy(True)
    assert not send.isEnabled() and stop.isEnabled()
    # Enter while busy keeps the text for later instead of sending it.
    chat_input = child(dock, QPlainTextEdit, "chatInput")
    sent = []
    dock.sendRequested.connect(sent.append)
    qtbot.keyClicks(chat_input, "next question")
    qtbot.keyClick(chat_input, Qt.Key.Key_Return)
    assert sent == [] and chat_input.toPlainText() == "next question"
    with qtbot.waitSignal(dock.stopRequested, timeout=1000):
        qtbot.mouseClick(stop, Qt.MouseButton.LeftButton)
    dock.set_busy(False)
    assert send.isEnabled() and not stop.isEnabled()


def test_streaming_many_deltas_ends_with_full_text(dock, qtbot):
    words = [f"word{i} " for i in range(2000)]
    dock.begin_assistant_message()
    for index, delta in enumerate(words):
        dock.append_assistant_text(delta)
        if index % 20 == 0:  # let the render timer fire now and then, as a live loop would
            qtbot.wait(41)
        else:
            QApplication.processEvents()
    # While streaming, text shows up before the end (rendered by the throttled timer).
    message = assistant_messages(dock)[-1]
    qtbot.waitUntil(lambda: message.toPlainText().startswith("word0 word1"), timeout=1000)
    dock.end_assistant_message()
    assert message.objectName() == "assistantMessage1"
    assert message.toPlainText() == "".join(words).strip()
    # The 50-ms event-loop goal while an answer streams: make bench, case 8.


def test_stream_render_is_throttled(dock, qtbot):
    """Deltas added within one burst are not rendered one by one but together."""
    dock.begin_assistant_message()
    message = assistant_messages(dock)[-1]
    renders = []
    message.document().contentsChanged.connect(lambda: renders.append(1))
    for i in range(200):
        dock.append_assistant_text(f"d{i} ")
    assert message.toPlainText() == ""  # nothing rendered synchronously
    qtbot.waitUntil(lambda: message.toPlainText().endswith("d199 "), timeout=1000)
    assert len(renders) < 10


def test_markdown_renders_bold_without_asterisks(dock):
    dock.begin_assistant_message()
    dock.append_assistant_text("There are **42** roads")
    dock.append_assistant_text(" in *view*.")
    dock.end_assistant_message()
    message = assistant_messages(dock)[-1]
    assert message.toPlainText() == "There are 42 roads in view."
    assert "*" not in message.toPlainText()
    assert bold_fragments(message) == ["42"]


def test_set_assistant_text_replaces_the_reply(dock, qtbot):
    dock.begin_assistant_message()
    dock.append_assistant_text('Here you go {"type": "viewport"}')
    dock.set_assistant_text("Here you go")
    dock.end_assistant_message()
    qtbot.wait(60)  # any stale buffered delta would have rendered by now
    assert assistant_messages(dock)[-1].toPlainText() == "Here you go"


def test_each_reply_gets_its_own_numbered_widget(dock):
    for text in ("first answer", "second answer"):
        dock.add_user_message("q")
        dock.begin_assistant_message()
        dock.append_assistant_text(text)
        dock.end_assistant_message()
    messages = assistant_messages(dock)
    assert [m.objectName() for m in messages] == ["assistantMessage1", "assistantMessage2"]
    assert [m.toPlainText() for m in messages] == ["first answer", "second answer"]


def test_add_response_text_joins_reply_and_buttons_follow(dock, qtbot):
    dock.begin_assistant_message()
    dock.append_assistant_text("Zooming in.")
    dock.end_assistant_message()
    clicked = []
    dock.add_response(ActionReply(
        text="Roads in **view**", buttons=[ActionButton("Count roads", lambda host: clicked.append(host))]))
    message = assistant_messages(dock)[-1]
    assert message.toPlainText() == "Zooming in.\nRoads in view"
    assert bold_fragments(message) == ["view"]
    button = child(dock, QPushButton, "actionButton")
    assert button.text() == "Count roads"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(clicked) == 1 and hasattr(clicked[0], "show_table")
    # A text-only answer after buttons is a new reply widget below them.
    dock.add_response(ActionReply(text="Done."))
    assert [m.toPlainText() for m in assistant_messages(dock)][-1] == "Done."


def test_buttons_end_the_streamed_reply(dock):
    """Text streamed before an action is rendered, and text after it starts a new reply."""
    dock.begin_assistant_message()
    dock.append_assistant_text("I will **zoom**.")
    dock.add_response(ActionReply(buttons=[ActionButton("Zoom", lambda host: None)]))
    dock.append_assistant_text("Anything else?")
    dock.end_assistant_message()
    first, second = assistant_messages(dock)
    assert first.toPlainText() == "I will zoom." and bold_fragments(first) == ["zoom"]
    assert second.toPlainText() == "Anything else?"


def test_notices_have_their_names(dock):
    dock.add_notice("Model switched.")
    dock.add_notice("The API key was rejected. Open Settings and enter a valid key.", level="error")
    notice = child(dock, QLabel, "chatNotice")
    error = child(dock, QLabel, "chatError")
    assert notice.text() == "Model switched."
    assert error.text().startswith("The API key was rejected")


def test_new_chat_clears_messages_then_emits(dock, qtbot):
    dock.add_user_message("hello")
    dock.begin_assistant_message()
    dock.append_assistant_text("hi")
    dock.end_assistant_message()
    dock.add_notice("note")
    seen_at_emit = []
    dock.newChatRequested.connect(lambda: seen_at_emit.append(len(dock.findChildren(QTextBrowser))))
    qtbot.mouseClick(child(dock, QPushButton, "newChatButton"), Qt.MouseButton.LeftButton)
    assert seen_at_emit == [0]  # cleared before the controller hears about it
    assert dock.findChildren(QLabel, "chatNotice") == []
    dock.begin_assistant_message()
    assert assistant_messages(dock)[-1].objectName() == "assistantMessage1"


def test_status_line(dock):
    dock.set_status("claude-sonnet-4-6 · streaming…")
    assert child(dock, QLabel, "statusLabel").text() == "claude-sonnet-4-6 · streaming…"


def test_missing_dependencies_banner_blocks_input(dock, qtbot):
    chat_input = child(dock, QPlainTextEdit, "chatInput")
    dock.show_missing_dependencies(["anthropic", "sqlglot"], "pip was not found")
    banner = dock.deps_banner
    assert banner.isVisible()
    assert "anthropic, sqlglot" in banner.message.text()
    assert not chat_input.isEnabled() and not child(dock, QPushButton, "sendButton").isEnabled()
    install = child(dock, QPushButton, "installDependenciesButton")
    with qtbot.waitSignal(dock.installDependenciesRequested, timeout=1000):
        qtbot.mouseClick(install, Qt.MouseButton.LeftButton)
    dock.set_dependencies_installing("Installing anthropic…", 40)
    assert banner.progress.isVisible() and banner.progress.value() == 40
    assert not install.isEnabled()
    dock.set_dependencies_installing("Starting pip…", -1)
    assert banner.progress.maximum() == 0  # busy indicator without a percentage
    dock.set_dependencies_installing("pip failed: no network. Check your connection and retry.")
    assert not banner.progress.isVisible()
    assert install.isEnabled()  # the user can retry
    assert "no network" in banner.detail.text()
    dock.hide_missing_dependencies()
    assert not banner.isVisible()
    assert chat_input.isEnabled() and child(dock, QPushButton, "sendButton").isEnabled()


def test_without_an_install_button_the_banner_does_not_say_click_install(dock):
    dock.show_missing_dependencies(["anthropic"], "Install them with OSGeo4W's setup instead.", installable=False)
    banner = dock.deps_banner
    assert banner.install_button.isHidden()
    assert "anthropic" in banner.message.text() and "Install" not in banner.message.text()
    assert "OSGeo4W" in banner.detail.text()
    dock.show_missing_dependencies(["anthropic"])
    assert "Click Install" in banner.message.text()


def test_settings_button_emits(dock, qtbot):
    from qgis.PyQt.QtWidgets import QToolButton

    with qtbot.waitSignal(dock.openSettingsRequested, timeout=1000):
        qtbot.mouseClick(child(dock, QToolButton, "settingsButton"), Qt.MouseButton.LeftButton)


def test_auto_scroll_follows_bottom_unless_user_scrolled_up(dock, qtbot):
    bar = dock.messages.verticalScrollBar()
    for i in range(30):
        dock.add_user_message(f"question {i}\nwith a second line")
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=1000)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=1000)
    dock.begin_assistant_message()
    for i in range(50):
        dock.append_assistant_text(f"line {i}\n\n")
    qtbot.wait(100)
    assert bar.value() == bar.maximum()
    bar.setValue(0)  # the user scrolls up to re-read
    maximum_before = bar.maximum()
    for i in range(50):
        dock.append_assistant_text(f"more {i}\n\n")
    qtbot.wait(100)
    assert bar.maximum() > maximum_before  # the reply grew...
    assert bar.value() == 0  # ...but the view stayed where the user put it


def test_raw_html_from_the_model_is_not_rendered(dock):
    dock.begin_assistant_message()
    dock.append_assistant_text('See <span style="font-size:80px">this</span> and **that**')
    dock.end_assistant_message()
    message = assistant_messages(dock)[-1]
    assert message.toPlainText() == 'See <span style="font-size:80px">this</span> and that'
    assert bold_fragments(message) == ["that"]


def test_markdown_table_and_list_render(dock):
    dock.begin_assistant_message()
    dock.append_assistant_text("Top:\n\n- Spain\n- France\n\n| name | pop |\n| --- | --- |\n| Spain | 47 |\n")
    dock.end_assistant_message()
    message = assistant_messages(dock)[-1]
    assert "|" not in message.toPlainText() and "- " not in message.toPlainText()
    assert "<table" in message.toHtml()
    assert message.document().begin().next().textList() is not None  # "Spain" is a list item


def test_streaming_keeps_paragraphs_short_and_the_final_text_whole(dock, qtbot):
    """A long paragraph is re-laid out on every append, so while streaming it is
    shown in pieces; the finished reply is the text as sent."""
    from map_assistant.ui.messages import STREAM_BLOCK_CHARS

    text = "Lorem ipsum dolor sit amet. " * 200  # one paragraph of 5,600 characters
    dock.begin_assistant_message()
    message = assistant_messages(dock)[-1]
    for start in range(0, len(text), 50):
        dock.append_assistant_text(text[start:start + 50])
        message.flush()
    lengths = [len(line) for line in message.toPlainText().split("\n")]
    assert max(lengths) <= STREAM_BLOCK_CHARS + 50 and len(lengths) > 5  # + one flush's worth
    assert message.toPlainText().replace("\n", " ") == text
    dock.end_assistant_message()
    assert message.toPlainText() == text.strip()


def test_replies_read_with_text_like_labels(dock):
    dock.begin_assistant_message()
    dock.append_assistant_text("There are **42** roads.")
    dock.end_assistant_message()
    message = assistant_messages(dock)[-1]
    assert message.text() == "There are 42 roads."  # rendered, as the user reads it


def test_a_turn_that_failed_before_any_text_leaves_no_empty_reply(dock, qtbot):
    # What the controller does for a turn that fails at once (no key, no network).
    dock.add_user_message("Hello?")
    dock.begin_assistant_message()
    dock.end_assistant_message()
    dock.add_notice("No Anthropic API key is set.", level="error")
    qtbot.wait(10)
    assert assistant_messages(dock) == []
    # The next reply is number 1, and a stopped reply that had text keeps it.
    dock.begin_assistant_message()
    dock.append_assistant_text("Partial ans")
    dock.end_assistant_message()
    assert [(m.objectName(), m.text()) for m in assistant_messages(dock)] == [("assistantMessage1", "Partial ans")]


def test_an_answer_that_is_only_an_action_leaves_no_empty_reply(dock):
    dock.begin_assistant_message()
    dock.add_response(ActionReply(buttons=[ActionButton("Zoom", lambda host: None)]))
    dock.end_assistant_message()
    assert assistant_messages(dock) == []
    child(dock, QPushButton, "actionButton")


def test_a_long_status_never_resizes_the_dock(dock, qtbot):
    """Issue 41: the dock widened by about 120 px when "reading the prompt: 61 %" appeared."""
    dock.set_status("claude-sonnet-4-6")
    QApplication.processEvents()
    width, minimum = dock.width(), dock.minimumSizeHint().width()
    long_status = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf · reading the prompt: 61 %… " * 3
    dock.set_status(long_status)
    QApplication.processEvents()
    label = child(dock, QLabel, "statusLabel")
    assert (dock.width(), dock.minimumSizeHint().width()) == (width, minimum)
    assert label.text() == long_status and label.toolTip() == long_status  # drawn elided, whole in the tooltip
    assert label.width() <= dock.width()


def test_a_long_status_never_widens_the_dock_beside_the_map(qgis_iface, qtbot):
    """Docked in QGIS's main window, as plugin.py docks it: the map keeps its width."""
    window = qgis_iface.mainWindow()
    window.show()
    docked = ChatDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, docked)
    try:
        docked.show()
        docked.set_status("claude-sonnet-4-6")
        QApplication.processEvents()
        width = docked.width()
        docked.set_status("qwen2.5-coder-1.5b-instruct-q4_k_m.gguf · reading the prompt: 61 %… " * 3)
        QApplication.processEvents()
        assert docked.width() == width
    finally:
        window.removeDockWidget(docked)
        docked.deleteLater()
