<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>@default</name>
    <message>
        <location filename="../plugin.py" line="47"/>
        <source>Show or hide the Map Assistant chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../plugin.py" line="70"/>
        <source>Could not stop the installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../plugin.py" line="100"/>
        <source>Map Assistant could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../plugin.py" line="126"/>
        <source>Could not open the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../plugin.py" line="140"/>
        <source>Could not start the installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="394"/>
        <source>Starting pip…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../plugin.py" line="163"/>
        <source>Could not finish the installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../plugin.py" line="173"/>
        <source>Dependencies installed. Map Assistant is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="71"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="93"/>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="160"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="94"/>
        <source>No values to chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="199"/>
        <source>Copy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="199"/>
        <source>Save as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="212"/>
        <source>Save chart as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="212"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="64"/>
        <source>Saved chats are unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="101"/>
        <source>The message was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="145"/>
        <source>Could not reopen the last chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="151"/>
        <source>Could not open the chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="172"/>
        <source>Could not show the saved chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="220"/>
        <source>Could not delete the chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="223"/>
        <source>Delete chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="68"/>
        <source>(no message yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="235"/>
        <source>Could not export the chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="239"/>
        <source>Export chat as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="239"/>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="256"/>
        <source>Could not list the saved chats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="268"/>
        <source>Could not start a new chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="274"/>
        <source>Could not move the chat to the saved project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="309"/>
        <source>The chat was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Show this chat and continue it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Save this chat as a Markdown file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete this chat from the saved chats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="76"/>
        <source>No saved chats yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="130"/>
        <source>Wait for the current answer, or press Stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="133"/>
        <source>Could not prepare the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="178"/>
        <source>Could not show what was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="233"/>
        <source>Could not show the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="235"/>
        <source>Could not save the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/values_consent.py" line="62"/>
        <source>Not answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="266"/>
        <source>Not answered: the answer was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="17"/>
        <source>Settings → Options → Map Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="37"/>
        <source>Install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="39"/>
        <source>Install the missing Python packages into your QGIS profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="46"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}. Click Install to add them to your QGIS profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Map Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="144"/>
        <source>Ask about your map… (Enter sends, Shift+Enter adds a line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="169"/>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="171"/>
        <source>Start a new conversation (this one stays in Chats)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="176"/>
        <source>Chats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="178"/>
        <source>Saved chats of this project: reopen, export or delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="31"/>
        <source>What was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="185"/>
        <source>Show the last request sent to the model, exactly as sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="192"/>
        <source>Settings: API key, model, limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="201"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="203"/>
        <source>Stop the answer in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="206"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="250"/>
        <source>(no SQL recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="252"/>
        <source>engine: {engine}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="286"/>
        <source>Open as layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="286"/>
        <source>Add the full result to the map as a new layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="290"/>
        <source>Zoom to the selected rows, or to all rows when none is selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="294"/>
        <source>Select on map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="294"/>
        <source>Select the selected rows&apos; features on the map, or all of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="298"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="298"/>
        <source>Save the full result as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="304"/>
        <source>Draw the rows as a chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="353"/>
        <source>Show SQL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="311"/>
        <source>Show the SQL that was run and the engine that ran it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="340"/>
        <source>Export result as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="340"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="353"/>
        <source>Hide SQL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="35"/>
        <source>The last request sent to the model, exactly as sent (the API key travels in a header and is not shown). Layer names, fields and any values below left this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="38"/>
        <source>Nothing has been sent to the model yet in this QGIS session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="79"/>
        <source>Automatic: the newest model the server lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="80"/>
        <source>Automatic: the newest Sonnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="132"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="140"/>
        <source>Leave it on Automatic to always use the newest Sonnet the server lists: model names are retired over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="143"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="312"/>
        <source>Ask the API which models this key can use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="155"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="160"/>
        <source>Remove key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="170"/>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="173"/>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="174"/>
        <source>Reach the server, check the key, list the models and ask the model for one tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="183"/>
        <source>Health check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="327"/>
        <source>Default (https://api.anthropic.com)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="188"/>
        <source>Base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="190"/>
        <source>Request timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="194"/>
        <source>Max output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="196"/>
        <source>SQL timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="198"/>
        <source>How long one lookup the assistant makes while answering may take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="199"/>
        <source>Lookup timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="201"/>
        <source>Max features to select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="203"/>
        <source>Max rows in results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="208"/>
        <source>e.g. native:dissolve, gdal:warpreproject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="209"/>
        <source>Processing algorithm ids the chat may never run, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="212"/>
        <source>Disabled algorithms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="213"/>
        <source>Write debug details to the Map Assistant log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="214"/>
        <source>For troubleshooting. Details may include attribute values of your layers; never the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="221"/>
        <source>Lookups such as value lists, statistics, sample rows and searches send attribute values to the model. Names, types, counts and extents are always sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="224"/>
        <source>Send attribute values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="229"/>
        <source>One line per model family: family: input, output, cache write, cache read, in US$ per million tokens. A model is priced by the longest family name in its id; other models show tokens only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="237"/>
        <source>Prices (estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="249"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="253"/>
        <source>Small models often cannot call tools: they are then asked to write actions as JSON, which works as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="255"/>
        <source>Tool calling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="257"/>
        <source>Ask the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="258"/>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="260"/>
        <source>The model&apos;s context window. The prompt and the map description are shortened to fit a small one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="262"/>
        <source>Context window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="298"/>
        <source>Defaults from the published list prices; edit them to your contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="312"/>
        <source>Ask the server which models it serves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="325"/>
        <source>http://host:port/v1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="338"/>
        <source>A key is stored in the QGIS authentication database. Leave the field empty to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="342"/>
        <source>No key stored. A local server needs none; paste one if the server asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="344"/>
        <source>No key stored. Paste your Anthropic API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="345"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="346"/>
        <source>•••••••• (stored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="386"/>
        <source>The API key was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="391"/>
        <source>The settings were not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="399"/>
        <source>The key was not removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="407"/>
        <source>The key was removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="415"/>
        <source>Could not list models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="422"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Could not test the connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="435"/>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="480"/>
        <source>The API listed no models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="24"/>
        <source>No price for this model: add its family to the price table in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="29"/>
        <source>Prices are estimates from the table in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="30"/>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="34"/>
        <source>Allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Allowed; saved for next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Not sent. The assistant will offer buttons instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="18"/>
        <source>Settings → Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="62"/>
        <source>A secure (TLS) connection to {server} could not be made ({reason}). If the server speaks plain HTTP, as local servers usually do, write its address with http:// in {settings}; otherwise check the address and the system&apos;s certificates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="69"/>
        <source>{server} sent an answer that could not be read ({reason}): the address may point at a web page or a proxy&apos;s login page instead of the API. Check the API base URL in {settings} and send the message again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="77"/>
        <source>The model {model} is not available: it has been retired, or {server} does not serve it. Choose another model in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="79"/>
        <source>The model {model} is not available: it has been retired, or this key may not use it. Choose another model in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="90"/>
        <source>Wait {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="91"/>
        <source>Wait a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="95"/>
        <source>The proxy refused the connection ({reason}). Check the proxy address, user and password in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="100"/>
        <source>Cannot connect to the proxy. Check the proxy address in {settings} and that the proxy is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="105"/>
        <source>The proxy requires authentication or refused the request (HTTP {status}). Check the proxy user and password in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="110"/>
        <source>Unexpected error while talking to {server} ({reason}). Try again; if it keeps happening, report it with the Map Assistant log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="115"/>
        <source>No Anthropic API key is set. Add your key in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="120"/>
        <source>Stopped. Send a new message to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/memory.py" line="136"/>
        <source>The summary of the earlier conversation came back empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="33"/>
        <source>Could not ask the server which models it serves: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="43"/>
        <source>none</source>
        <comment>no model listed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="44"/>
        <source>No model was chosen and the server lists no {family} model (it lists: {models}). Choose a model in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="57"/>
        <source>{failure} The list of models could not be read to find a replacement ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="82"/>
        <source>The model {model} is no longer available, and the server lists no other {family} model. Choose a model in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="84"/>
        <source>The model {model} is no longer available, and the server lists no model of the same family. Choose a model in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="75"/>
        <source>No answer from Anthropic within {seconds} s. Try again, or raise the timeout in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="86"/>
        <source>Cannot reach the Anthropic server. Check your internet connection and the API base URL in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="90"/>
        <source>The connection to Anthropic was lost before the answer was complete. Check your internet connection and send the message again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="119"/>
        <source>Your Anthropic account has no credit left{detail}. Add credit in the Anthropic Console under Plans &amp; Billing (console.anthropic.com), then send the message again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="127"/>
        <source>Anthropic rejected the API key: it is wrong or has been revoked. Check the key in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="130"/>
        <source>Your API key is not allowed to do this{detail}. Choose another model in {settings} or check the key&apos;s permissions in the Anthropic Console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="133"/>
        <source>Anthropic is limiting your requests: too many requests{detail}. {wait} and try again, or check your plan&apos;s rate limits in the Anthropic Console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="137"/>
        <source>Anthropic is overloaded right now. Try again in a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="139"/>
        <source>Anthropic had an internal error (HTTP {status}). Try again in a moment; if it keeps happening, check status.anthropic.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="142"/>
        <source>Anthropic took too long to answer. Try again, or ask for a shorter answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="146"/>
        <source>Anthropic rejected the request (HTTP {status}){detail}. Check the model name in {settings}, or start a new chat if the conversation has grown too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="149"/>
        <source>Anthropic answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="35"/>
        <source>Not tested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="37"/>
        <source>Not reachable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="39"/>
        <source>Reachable, but the key was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/providers/connection_check.py" line="42"/>
        <source>%n model(s) found</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="43"/>
        <source>models not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="45"/>
        <source>tool calling works ({model})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="47"/>
        <source>no tool calling with {model}: actions will be asked for as JSON in text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="63"/>
        <source>The server lists no model: load or pull one on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_client.py" line="71"/>
        <source>The model server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="66"/>
        <source>{server} stopped with an error while answering ({reason}). Send the message again; if it keeps happening, check the server&apos;s log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="72"/>
        <source>No answer from {server} within {seconds} s. A local model on a slow machine may need longer: raise the timeout in {settings}, or use a smaller model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="83"/>
        <source>Cannot reach {server} at {address}. Check that the server is running and the address in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="87"/>
        <source>The connection to {server} was lost before the answer was complete. Check that the server is still running and send the message again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="91"/>
        <source>{server} sent an answer that could not be read ({reason}). Send the message again; if it keeps happening, update the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="124"/>
        <source>{server} refused the request: the account has no credit or quota left{detail}. Add credit with the provider, then send the message again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="130"/>
        <source>{server} rejected the API key{detail}. Check the key in {settings} (a local server started without a key needs none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="134"/>
        <source>{server} does not allow this{detail}. Check the key&apos;s permissions and the model in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="138"/>
        <source>{server} is limiting requests{detail}. {wait} and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="142"/>
        <source>{server} is busy or still loading the model{detail}. Try again in a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="146"/>
        <source>{server} had an internal error (HTTP {status}){detail}. Try again; if it keeps happening, check the server&apos;s log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="152"/>
        <source>{server} answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="159"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Start a new chat, or set a larger context window for the model on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="162"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Check the base URL and the model in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/presets.py" line="26"/>
        <source>Custom OpenAI-compatible server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/session.py" line="301"/>
        <source>Map Assistant hit an internal error while talking to the assistant. Try again; if it persists, start a new chat and report the problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/session.py" line="342"/>
        <source>Type a question first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/session.py" line="412"/>
        <source>The answer was cut off at the length limit. Ask for a shorter answer or raise the maximum answer length in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/session.py" line="441"/>
        <source>The assistant reached the limit of %n lookup(s) for one message and was asked to answer with what it found. If the answer is incomplete, ask a narrower question.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/session.py" line="453"/>
        <source>The assistant returned an empty answer. Try asking again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/session.py" line="462"/>
        <source>The assistant proposed an action that could not be used; asking it to correct it (retry {retry} of {retries}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/session.py" line="600"/>
        <source>The answer stopped before it was complete. Send the message again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/session.py" line="674"/>
        <source>The assistant could not produce a usable action after %n attempt(s) ({problem}). Try rephrasing the question, naming the layer and fields to use.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="121"/>
        <source>The algorithm {algorithm} is no longer available in QGIS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="115"/>
        <source>{algorithm}: {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="119"/>
        <source>{action} → new layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="120"/>
        <source>{action} → new layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="127"/>
        <source>the visible extent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="127"/>
        <source>the view&apos;s center</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="128"/>
        <source>the map CRS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="130"/>
        <source>{layer} (selected features)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="131"/>
        <source>{layer} (extent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="46"/>
        <source>new selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="46"/>
        <source>add to selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="47"/>
        <source>remove from selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="47"/>
        <source>intersect with selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="124"/>
        <source>Select in &apos;{layer}&apos; ({mode})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="136"/>
        <source>Selecting in '{layer}'…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="180"/>
        <source>The selection in &apos;{layer}&apos; could not read the keys of its rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="200"/>
        <source>Selecting in &apos;{layer}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="223"/>
        <source>The expression failed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="233"/>
        <source>The expression is not valid QGIS syntax: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/selection.py" line="251"/>
        <source>The query matches %n row(s), more than the selection limit of {limit}. Narrow it down or raise the limit in the settings.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="262"/>
        <source>The query result does not carry the key of &apos;{layer}&apos;, so its rows cannot be matched to features. Ask for SELECT * FROM {layer} (or its key column).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="95"/>
        <source>Run the query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="98"/>
        <source>Count in {tables}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="99"/>
        <source>Query {tables}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="144"/>
        <source>Running '{title}'…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="133"/>
        <source>The CRS &apos;{crs}&apos; is unknown to QGIS. Use a code such as EPSG:4326.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="150"/>
        <source>Zoom to point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="150"/>
        <source>Zoom to area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="152"/>
        <source>Pan to point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="152"/>
        <source>Pan to area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="154"/>
        <source>Zoom to layer &apos;{layer}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="156"/>
        <source>Zoom to selection in &apos;{layer}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="158"/>
        <source>Zoom to {expression} in &apos;{layer}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="160"/>
        <source>Zoom to full extent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="161"/>
        <source>Set scale 1:{scale}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="168"/>
        <source>{geometry} (map CRS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="187"/>
        <source>Could not transform the geometry to the map CRS ({reason}). Check the &apos;crs&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="202"/>
        <source>Zoomed to the point (1:{scale}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="203"/>
        <source>Zoomed to the area (1:{scale}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="209"/>
        <source>Centered the map on the geometry; the scale is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="216"/>
        <source>Layer &apos;{layer}&apos; has no extent (is it empty?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="219"/>
        <source>Zoomed to layer &apos;{layer}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="225"/>
        <source>Nothing is selected in &apos;{layer}&apos;. Select features first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/viewport.py" line="228"/>
        <source>Zoomed to the %n selected feature(s) in &apos;{layer}&apos;.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="234"/>
        <source>Zoomed to the full extent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="239"/>
        <source>Set the scale to 1:{scale}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="260"/>
        <source>QGIS could not read the geometry WKT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/base.py" line="24"/>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/context/action_checks.py" line="89"/>
        <source>layer &apos;{layer}&apos; cannot be queried: {storage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/context/action_checks.py" line="150"/>
        <source>the SQL is not accepted: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="218"/>
        <source>none</source>
        <comment>no layer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/context/action_checks.py" line="159"/>
        <source>there is no table named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/context/action_checks.py" line="161"/>
        <source>there is no vector layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/context/action_checks.py" line="163"/>
        <source>there is no layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/feature_zoom.py" line="63"/>
        <source>No feature of &apos;{layer}&apos; matches {expression} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/feature_zoom.py" line="63"/>
        <source>The %n feature(s) of &apos;{layer}&apos; matching {expression} have no geometry to zoom to.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/feature_zoom.py" line="73"/>
        <source>Could not transform the features to the map CRS ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/feature_zoom.py" line="76"/>
        <source>Zoomed to the feature of &apos;{layer}&apos; matching {expression}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/feature_zoom.py" line="79"/>
        <source>Zoomed to the %n feature(s) of &apos;{layer}&apos; matching {expression}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/layers.py" line="59"/>
        <source>There is no vector layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/layers.py" line="61"/>
        <source>There is no layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/layers.py" line="130"/>
        <source>&apos;{layer}&apos; has a composite key; its rows cannot be matched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/layers.py" line="167"/>
        <source>QGIS could not read its data source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/layers.py" line="168"/>
        <source>Could not read the features of &apos;{layer}&apos;: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/layers.py" line="205"/>
        <source>The layer was removed in the meantime; nothing was selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/layers.py" line="229"/>
        <source>Selected %n feature(s) in &apos;{layer}&apos; (was {before}).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/layers.py" line="231"/>
        <source>Added %n matching feature(s) to the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/layers.py" line="234"/>
        <source>Removed %n matching feature(s) from the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/layers.py" line="236"/>
        <source>Kept the selected features of &apos;{layer}&apos; among %n matching one(s): {now} selected now (was {before}).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="104"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Close the quoted layer name with a double quote and write a double quote inside it twice, as in SQL: {example}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="109"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Write {view}, {layer} or {quoted}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="123"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for the current view. Use one of: {properties}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="126"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for layer &apos;{layer}&apos;. Use one of: {properties}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="130"/>
        <source>{placeholder}: only CurrentView.bbox and CurrentView.center accept a &apos;|EPSG:code&apos; suffix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="177"/>
        <source>{placeholder} names layer &apos;{layer}&apos;, which is not in the project (layers: {layers}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="177"/>
        <source>Load it or ask about an existing layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="191"/>
        <source>{placeholder} names no layer of the project (layers: {layers}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="191"/>
        <source>Write a real layer name in the placeholder and list it in `sql_placeholders`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="196"/>
        <source>The action uses {placeholder} without declaring it: add &quot;{placeholder}&quot; to `sql_placeholders`, so it is filled from the map when the user clicks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="206"/>
        <source>No layer has a selection: ask the user to select features first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="208"/>
        <source>Use {placeholder} (&apos;{layer}&apos; has a selection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="235"/>
        <source>The map CRS {crs} has no numeric SRID. Set an EPSG CRS for the map (Project &gt; Properties &gt; CRS) and run the action again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="65"/>
        <source>Layer &apos;{name}&apos; is no longer in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/fill.py" line="249"/>
        <source>%n selected feature(s) in &apos;{layer}&apos;: more than the limit of {limit}. Narrow the selection (or raise the limit in the settings) and run the action again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/live.py" line="74"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one of them so the action can tell which one to use.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="99"/>
        <source>&apos;{crs}&apos; is not a CRS QGIS knows. Use an EPSG code such as EPSG:4326.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="106"/>
        <source>The visible area cannot be expressed in {crs} ({reason}). Zoom in or use another CRS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="110"/>
        <source>&apos;{layer}&apos; is not a vector layer, so it has no selection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/catalogue.py" line="288"/>
        <source>QGIS Processing algorithms are not available (still being read, or the Processing plugin is disabled: Plugins &gt; Manage and Install Plugins &gt; Processing). Answer without a processing action, and tell the user if they asked for one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/catalogue.py" line="308"/>
        <source>there is no Processing algorithm &apos;{algorithm}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/catalogue.py" line="308"/>
        <source>Close matches: {algorithms}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/catalogue.py" line="308"/>
        <source>Use find_algorithm to look one up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/catalogue.py" line="325"/>
        <source>the algorithm {algorithm} is disabled in the Map Assistant settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/catalogue.py" line="328"/>
        <source>the algorithm {algorithm} cannot be run from the chat: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="85"/>
        <source>{algorithm} has no parameter &apos;{name}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="88"/>
        <source>{parameter} is an output: outputs never overwrite anything, they are always new temporary layers added to the project. Leave it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="97"/>
        <source>{algorithm} needs the parameter {parameter} ({description}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="117"/>
        <source>{parameter} must be true or false, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="126"/>
        <source>{parameter} must be field names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="126"/>
        <source>{parameter} must be one field name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="132"/>
        <source>{parameter} must be &apos;x,y [EPSG:code]&apos; or {placeholder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="137"/>
        <source>{parameter} would write a file; leave it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="142"/>
        <source>{parameter} must be a number, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="151"/>
        <source>{parameter} must be a whole number, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="155"/>
        <source>{parameter} must be at least {minimum}, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="158"/>
        <source>{parameter} must be at most {maximum}, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="166"/>
        <source>{parameter} takes one option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="172"/>
        <source>{parameter} has no option &apos;{option}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="177"/>
        <source>{parameter} must be an option index 0-{last}, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="187"/>
        <source>{parameter} must be a layer name from the map context, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="201"/>
        <source>{placeholder} cannot fill {parameter} (a {type} parameter; placeholders it takes: {usable}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="227"/>
        <source>{parameter}: there is no raster layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="230"/>
        <source>{parameter}: there is no vector layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="232"/>
        <source>{parameter}: there is no layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="243"/>
        <source>{parameter} takes {kinds} layers; &apos;{layer}&apos; is a {geometry} layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="268"/>
        <source>{parameter}: layer &apos;{layer}&apos; has no field &apos;{name}&apos; (fields: {fields}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="61"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one so the action can tell them apart.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="112"/>
        <source>No features are selected in &apos;{layer}&apos;. Select the features to use and click again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="129"/>
        <source>QGIS refused the parameters of {algorithm}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="132"/>
        <source>{algorithm} could not start: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="144"/>
        <source>{algorithm} failed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="151"/>
        <source>Running {algorithm}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="170"/>
        <source>{algorithm} ran but produced no layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="189"/>
        <source>&apos;{layer}&apos; (%n feature(s), {geometry}, {crs})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="192"/>
        <source>&apos;{layer}&apos; (raster, {crs})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="193"/>
        <source>Added %n new layer(s) to the &apos;{group}&apos; group: {layers}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/chart_data.py" line="28"/>
        <source>other</source>
        <comment>the chart&apos;s bar that sums the smaller categories</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="89"/>
        <source>Query result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="103"/>
        <source>Opening as a layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="112"/>
        <source>Added layer &apos;{layer}&apos; with %n feature(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="115"/>
        <source>Adding %Ln feature(s) to '{layer}'…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="123"/>
        <source>Exporting CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="123"/>
        <source>Exported %n row(s) to {path}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="131"/>
        <source>These rows have no geometry to zoom to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="133"/>
        <source>Zoomed to %n row(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="139"/>
        <source>The source layer of this result is no longer in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="202"/>
        <source>{action}: fetching up to %Ln row(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="286"/>
        <source>QGIS could not create a layer for this result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="303"/>
        <source>QGIS refused some rows of the result: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="329"/>
        <source>Could not write &apos;{path}&apos; ({reason}). Choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="116"/>
        <source>&apos;{name}&apos; is not a vector layer; SQL can only read vector layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="142"/>
        <source>the filled-in query names other tables than the one that was planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="168"/>
        <source>the query failed unexpectedly: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="193"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (similar layers: {layers})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="196"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (layers in the project: {layers})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="198"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (the project has no vector layers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="213"/>
        <source>the memory layer &apos;{layer}&apos; is not in the current project; add it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="26"/>
        <source>the PostgreSQL server cannot be reached (stopped, restarting or out of the network); check that it runs, then click again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="71"/>
        <source>the query was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="81"/>
        <source>the query took longer than {seconds} s; narrow it or raise the timeout in settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="177"/>
        <source>the engine runs one statement at a time; this text holds several</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="106"/>
        <source>PostgreSQL rejected the query: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="109"/>
        <source>the database runs this query read-only; only SELECT queries can run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="100"/>
        <source>could not open {database} read-only ({reason}); check that the file exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="175"/>
        <source>the database is opened read-only; only SELECT queries can run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="179"/>
        <source>{reason}: SpatiaLite functions are not available in this Python; use attribute filters or GeoPackage&apos;s ST_MinX/ST_MaxX style functions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="181"/>
        <source>the database rejected the query: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/virtual.py" line="93"/>
        <source>QGIS&apos;s virtual layer provider is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/virtual.py" line="196"/>
        <source>the query failed after {seconds} s as a virtual layer (check the table and column names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/engines/virtual.py" line="204"/>
        <source>the query could not run as a virtual layer: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="212"/>
        <source>the query is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="210"/>
        <source>could not parse: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="214"/>
        <source>only one statement may run, this text has {count}; remove the extra statements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="225"/>
        <source>the function {function} is not allowed: it can write files, change the database or reach outside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="258"/>
        <source>no field {column} in {sources}; did you mean {guess}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="258"/>
        <source>no column {column} in {sources}; did you mean {guess}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="263"/>
        <source>no field {column} in {sources}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="263"/>
        <source>no column {column} in {sources}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="269"/>
        <source>Fields of {source}: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="269"/>
        <source>Columns of {source}: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="450"/>
        <source>SELECT ... INTO would create a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="452"/>
        <source>SELECT ... FOR UPDATE would lock rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="454"/>
        <source>{statement} would modify data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="456"/>
        <source>{statement} would change the database or its settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="457"/>
        <source>only SELECT or WITH queries may run: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="216"/>
        <source>Could not find the Python interpreter of this QGIS installation (looked near {executable} and in {prefix}). Install the packages listed in the plugin&apos;s requirements.txt with QGIS&apos;s Python manually (OSGeo4W Shell on Windows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="362"/>
        <source>All dependencies are already installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="382"/>
        <source>Could not prepare the folder {folder}: {reason}. Check its permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="408"/>
        <source>Installation cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="453"/>
        <source>Could not start Python ({program}). Install the packages from the plugin&apos;s requirements.txt manually.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="461"/>
        <source>Installation cancelled. Nothing in QGIS was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="471"/>
        <source>pip finished, but these are still not usable: {packages}. QGIS&apos;s Python already has an older version that takes precedence; update QGIS or that package with your system&apos;s package manager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="477"/>
        <source>pip finished, but a package does not import ({problem}). Restart QGIS and try again; if it persists, report it with the Map Assistant log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="480"/>
        <source>Installed {packages}. Restart the chat to use them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="486"/>
        <source>QGIS&apos;s Python has no pip. On Linux install your distribution&apos;s python3-pip package; on Windows run the OSGeo4W setup and add python3-pip. Then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="489"/>
        <source>Installing the dependencies failed. Check the internet connection and the proxy (Settings → Options → Network), then try again.

pip said:
{errors}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/guard.py" line="46"/>
        <source>{what}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="33"/>
        <source>The QGIS authentication system is disabled, so the API key cannot be stored safely. Check Settings → Options → Authentication (QGIS needs its Qt crypto plugin), or set the ANTHROPIC_API_KEY environment variable before starting QGIS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="40"/>
        <source>The QGIS authentication database is locked. Enter the master password when QGIS asks for it (Settings → Options → Authentication), then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="63"/>
        <source>The API key is empty. Paste the key your provider gave you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="72"/>
        <source>Could not update the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="82"/>
        <source>Could not save the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="116"/>
        <source>Could not remove the API key from the QGIS authentication database. Remove the entry named 'Map Assistant API key' in Settings → Options → Authentication.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="31"/>
        <source>{what} took longer than {seconds} s and was stopped. Narrow it down (a smaller area or a stricter filter) or raise the timeout in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="36"/>
        <source>The action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="56"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="195"/>
        <source>The action failed unexpectedly ({reason}). See the Map Assistant log for details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="243"/>
        <source>Cancelled: {what} Click the button again to rerun it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="87"/>
        <source>{x}: count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="89"/>
        <source>{y} by {x}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chart.py" line="197"/>
        <source>&apos;{other}&apos; sums the %n smaller categories</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="218"/>
        <source>Could not write {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="200"/>
        <source>The assistant&apos;s memory of this chat could not be read ({reason}); it starts afresh, the messages below are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="223"/>
        <source>Delete the chat “{title}”? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="247"/>
        <source>The chat was exported to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="64"/>
        <source>Saved chats of {project}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="69"/>
        <source>shown</source>
        <comment>the chat shown in the dock</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="13"/>
        <source>unsaved project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="20"/>
        <source>Map Assistant chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="22"/>
        <source>Project: {project} · started {started} · exported from Map Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="31"/>
        <source>**Action `{action}`** (a button in the chat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chats/markdown.py" line="39"/>
        <source>Usage over %n turn(s): {input} input, {output} output, {cache_read} cache read, {cache_write} cache write tokens.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="42"/>
        <source>Estimated cost: ${cost} (from the price table in the settings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/pricing.py" line="70"/>
        <source>Line {number} (&apos;{line}&apos;) should read &apos;family: input, output, cache write, cache read&apos; in US$ per million tokens, e.g. &apos;sonnet: 3, 15, 3.75, 0.30&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="80"/>
        <source>Unexpected error: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="153"/>
        <source>{model} · waiting for the answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="242"/>
        <source>{model} · streaming…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="249"/>
        <source>{model} · summarising earlier messages…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="253"/>
        <source>{model} · looking up {lookups}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="280"/>
        <source>Continue this chat with {server} ({model})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="294"/>
        <source>newest {family} model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="306"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, saved it as your model and sent your message again. You can choose another in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="311"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, and sent your message again. You can choose a model in {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="319"/>
        <source>Anthropic will retire the model {model} on {date}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="322"/>
        <source>Suggested replacement: {model}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="323"/>
        <source>Choose the model in {settings} (leave it empty to always use the newest {family}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="332"/>
        <source>there is no &apos;{action}&apos; action any more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="335"/>
        <source>A saved action could not be rebuilt: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="343"/>
        <source>The model proposed an unknown action &apos;{action}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="58"/>
        <source>&lt;binary, %n byte(s)&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="246"/>
        <source>Showing {shown} of more than {total} rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="247"/>
        <source>Showing {shown} of %n row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="55"/>
        <source>Ask the first time (cloud providers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="55"/>
        <source>Never: offer buttons instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="65"/>
        <source>Local or OpenAI-compatible server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Custom address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="72"/>
        <source>Automatic: detect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="72"/>
        <source>Always: the model calls tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="72"/>
        <source>Never: actions as JSON in text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="385"/>
        <source>The prices were not saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="446"/>
        <source>Could not test the connection: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="471"/>
        <source>{model} (deprecated: retires {date})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="473"/>
        <source>Anthropic retires this model on {date}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_page.py" line="480"/>
        <source>%n model(s) available.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="484"/>
        <source>Could not list models: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="14"/>
        <source>${cost} (estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="21"/>
        <source>Last turn ({model}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="23"/>
        <source>Estimated cost: ${cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="25"/>
        <source>Time: {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="28"/>
        <source>Lookups: {lookups}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="36"/>
        <source>{input} in · {output} out · {cache_read} cache read · {cache_write} cache write tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="22"/>
        <source>To answer, the assistant wants to look at values in your layers ({lookups}). They would be sent to {server}. Allow sending attribute values? (Names, types and counts are always sent; you can change this in {settings}.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/feature_zoom.py" line="83"/>
        <source>Finding the features of '{layer}'…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="40"/>
        <source>Reachable</source>
        <comment>connection test: the server answered</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="41"/>
        <source>key accepted</source>
        <comment>connection test: the API key</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="137"/>
        <source>yes</source>
        <comment>value of a yes/no parameter</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="137"/>
        <source>no</source>
        <comment>value of a yes/no parameter</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="200"/>
        <source>none</source>
        <comment>no placeholder</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Open</source>
        <comment>button: open the saved chat chosen in the list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete</source>
        <comment>button: delete the saved chat chosen in the list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="27"/>
        <source>You</source>
        <comment>heading of the user&apos;s messages in an exported chat</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="290"/>
        <source>Zoom to</source>
        <comment>button: zoom the map to the result&apos;s rows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="301"/>
        <source>Chart</source>
        <comment>button: show the result as a chart</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="217"/>
        <source>Log</source>
        <comment>settings row: the Map Assistant log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="305"/>
        <source>Map Assistant needs Python {needed} or newer, and this QGIS runs Python {running}: {packages} (the clients that talk to the language model) do not install on it. Update QGIS to a release with Python {needed} or newer (on Windows, the current long-term release ships Python 3.12); nothing was installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../plugin.py" line="106"/>
        <source>They are installed but do not import ({reason}). Install them again; if that does not help, restart QGIS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../plugin.py" line="169"/>
        <source>Still missing after pip ran: {packages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../plugin.py" line="178"/>
        <source>Map Assistant needs Python packages that QGIS does not ship. Install copies them into {folder} with QGIS's own Python; nothing QGIS already has (numpy, GDAL…) is upgraded or replaced.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
