<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>@default</name>
    <message>
        <location filename="../plugin.py" line="51"/>
        <source>Show or hide the Map Assistant chat</source>
        <translation>Mostrar u ocultar el chat de Map Assistant</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="84"/>
        <source>Could not stop the installation</source>
        <translation>No se pudo detener la instalación</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="114"/>
        <source>Map Assistant could not start</source>
        <translation>Map Assistant no pudo iniciarse</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="175"/>
        <source>Could not open the settings</source>
        <translation>No se pudo abrir la configuración</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="193"/>
        <source>Could not start the installation</source>
        <translation>No se pudo iniciar la instalación</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="421"/>
        <source>Starting pip…</source>
        <translation>Iniciando pip…</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="216"/>
        <source>Could not finish the installation</source>
        <translation>No se pudo completar la instalación</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="226"/>
        <source>Dependencies installed. Map Assistant is ready.</source>
        <translation>Dependencias instaladas. Map Assistant está listo.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="682"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="101"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="197"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="96"/>
        <source>No values to chart</source>
        <translation>No hay valores para el gráfico</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="201"/>
        <source>Copy chart</source>
        <translation>Copiar gráfico</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="201"/>
        <source>Save as PNG…</source>
        <translation>Guardar como PNG…</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="214"/>
        <source>Save chart as PNG</source>
        <translation>Guardar gráfico como PNG</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="214"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="64"/>
        <source>Saved chats are unavailable</source>
        <translation>Los chats guardados no están disponibles</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="101"/>
        <source>The message was not saved</source>
        <translation>El mensaje no se guardó</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="145"/>
        <source>Could not reopen the last chat</source>
        <translation>No se pudo volver a abrir el último chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="151"/>
        <source>Could not open the chat</source>
        <translation>No se pudo abrir el chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="172"/>
        <source>Could not show the saved chat</source>
        <translation>No se pudo mostrar el chat guardado</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="221"/>
        <source>Could not delete the chat</source>
        <translation>No se pudo borrar el chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="224"/>
        <source>Delete chat</source>
        <translation>Borrar chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="68"/>
        <source>(no message yet)</source>
        <translation>(aún sin mensajes)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="236"/>
        <source>Could not export the chat</source>
        <translation>No se pudo exportar el chat</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="240"/>
        <source>Export chat as Markdown</source>
        <translation>Exportar chat como Markdown</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="240"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="257"/>
        <source>Could not list the saved chats</source>
        <translation>No se pudieron listar los chats guardados</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="269"/>
        <source>Could not start a new chat</source>
        <translation>No se pudo iniciar un chat nuevo</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="275"/>
        <source>Could not move the chat to the saved project</source>
        <translation>No se pudo mover el chat al proyecto guardado</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="310"/>
        <source>The chat was not saved</source>
        <translation>El chat no se guardó</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Show this chat and continue it</source>
        <translation>Mostrar este chat y continuarlo</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Save this chat as a Markdown file</source>
        <translation>Guardar este chat como archivo Markdown</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete this chat from the saved chats</source>
        <translation>Borrar este chat de los chats guardados</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="76"/>
        <source>No saved chats yet.</source>
        <translation>Aún no hay chats guardados.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="158"/>
        <source>Wait for the current answer, or press Stop.</source>
        <translation>Espere a que termine la respuesta en curso o pulse Detener.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="162"/>
        <source>Could not prepare the request</source>
        <translation>No se pudo preparar la solicitud</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="213"/>
        <source>Could not show what was sent</source>
        <translation>No se pudo mostrar lo que se envió</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="329"/>
        <source>Could not show the answer</source>
        <translation>No se pudo mostrar la respuesta</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="276"/>
        <source>Could not save the answer</source>
        <translation>No se pudo guardar la respuesta</translation>
    </message>
    <message>
        <location filename="../ui/values_consent.py" line="62"/>
        <source>Not answered.</source>
        <translation>Sin respuesta.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="309"/>
        <source>Not answered: the answer was stopped.</source>
        <translation>Sin respuesta: se detuvo la respuesta.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="17"/>
        <source>Settings → Options → Map Assistant</source>
        <translation>Configuración → Opciones → Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="37"/>
        <source>Install</source>
        <translation>Instalar</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="39"/>
        <source>Install the missing Python packages into your QGIS profile</source>
        <translation>Instalar en su perfil de QGIS los paquetes de Python que faltan</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="48"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}. Click Install to add them to your QGIS profile.</source>
        <translation>Map Assistant necesita paquetes de Python que QGIS no incluye: {names}. Pulse Instalar para añadirlos a su perfil de QGIS.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="108"/>
        <source>Map Assistant</source>
        <translation>Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="172"/>
        <source>Ask about your map… (Enter sends, Shift+Enter adds a line)</source>
        <translation>Pregunte sobre su mapa… (Intro envía, Mayús+Intro añade una línea)</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="190"/>
        <source>New chat</source>
        <translation>Nuevo chat</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="192"/>
        <source>Start a new conversation (this one stays in Chats)</source>
        <translation>Iniciar una conversación nueva (esta se conserva en Chats)</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="197"/>
        <source>Chats</source>
        <translation>Chats</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="199"/>
        <source>Saved chats of this project: reopen, export or delete</source>
        <translation>Chats guardados de este proyecto: volver a abrir, exportar o borrar</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="73"/>
        <source>What was sent</source>
        <translation>Lo enviado</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="206"/>
        <source>Show the last request sent to the model, exactly as sent</source>
        <translation>Mostrar la última solicitud enviada al modelo, tal como se envió</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="222"/>
        <source>Settings: API key, model, limits</source>
        <translation>Configuración: clave de API, modelo, límites</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="285"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="287"/>
        <source>Stop the answer in progress</source>
        <translation>Detener la respuesta en curso</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="290"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="259"/>
        <source>(no SQL recorded)</source>
        <translation>(no se registró ningún SQL)</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="261"/>
        <source>engine: {engine}</source>
        <translation>motor: {engine}</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="295"/>
        <source>Open as layer</source>
        <translation>Abrir como capa</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="295"/>
        <source>Add the full result to the map as a new layer</source>
        <translation>Añadir el resultado completo al mapa como capa nueva</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="299"/>
        <source>Zoom to the selected rows, or to all rows when none is selected</source>
        <translation>Zoom a las filas seleccionadas, o a todas las filas si no hay ninguna seleccionada</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="303"/>
        <source>Select on map</source>
        <translation>Seleccionar en el mapa</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="303"/>
        <source>Select the selected rows&apos; features on the map, or all of them</source>
        <translation>Seleccionar en el mapa los objetos espaciales de las filas seleccionadas, o los de todas</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="307"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="307"/>
        <source>Save the full result as a CSV file</source>
        <translation>Guardar el resultado completo como archivo CSV</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="313"/>
        <source>Draw the rows as a chart</source>
        <translation>Representar las filas en un gráfico</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="362"/>
        <source>Show SQL</source>
        <translation>Mostrar SQL</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="320"/>
        <source>Show the SQL that was run and the engine that ran it</source>
        <translation>Mostrar el SQL ejecutado y el motor que lo ejecutó</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="349"/>
        <source>Export result as CSV</source>
        <translation>Exportar resultado como CSV</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="349"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="362"/>
        <source>Hide SQL</source>
        <translation>Ocultar SQL</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="77"/>
        <source>The last request sent to the model, exactly as sent (the API key travels in a header and is not shown). Layer names, fields and any values below left this computer.</source>
        <translation>La última solicitud enviada al modelo, tal como se envió (la clave de API viaja en una cabecera y no se muestra). Los nombres de capas, los campos y los valores que aparecen abajo salieron de este equipo.</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="80"/>
        <source>Nothing has been sent to the model yet in this QGIS session.</source>
        <translation>Todavía no se ha enviado nada al modelo en esta sesión de QGIS.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="96"/>
        <source>Automatic: the newest model the server lists</source>
        <translation>Automático: el modelo más reciente que ofrece el servidor</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="97"/>
        <source>Automatic: the newest Sonnet</source>
        <translation>Automático: el Sonnet más reciente</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="173"/>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="181"/>
        <source>Leave it on Automatic to always use the newest Sonnet the server lists: model names are retired over time.</source>
        <translation>Déjelo en Automático para usar siempre el Sonnet más reciente que ofrece el servidor: los nombres de modelo se retiran con el tiempo.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="184"/>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Ask the API which models this key can use</source>
        <translation>Preguntar a la API qué modelos puede usar esta clave</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="196"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="201"/>
        <source>Remove key</source>
        <translation>Eliminar clave</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="211"/>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="214"/>
        <source>Test connection</source>
        <translation>Probar conexión</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="215"/>
        <source>Reach the server, check the key, list the models and ask the model for one tool call</source>
        <translation>Contactar con el servidor, comprobar la clave, listar los modelos y pedir al modelo una llamada a herramienta</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="224"/>
        <source>Health check</source>
        <translation>Diagnóstico</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="448"/>
        <source>Default (https://api.anthropic.com)</source>
        <translation>Predeterminada (https://api.anthropic.com)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="229"/>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="231"/>
        <source>Request timeout</source>
        <translation>Tiempo de espera de la solicitud</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="235"/>
        <source>Max output tokens</source>
        <translation>Máx. de tokens de salida</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="237"/>
        <source>SQL timeout</source>
        <translation>Tiempo de espera de SQL</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="239"/>
        <source>How long one lookup the assistant makes while answering may take.</source>
        <translation>Cuánto puede durar cada consulta que hace el asistente mientras responde.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="240"/>
        <source>Lookup timeout</source>
        <translation>Tiempo de espera de las consultas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="242"/>
        <source>Max features to select</source>
        <translation>Máx. de objetos espaciales a seleccionar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="244"/>
        <source>Max rows in results</source>
        <translation>Máx. de filas en los resultados</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="249"/>
        <source>e.g. native:dissolve, gdal:warpreproject</source>
        <translation>p. ej. native:dissolve, gdal:warpreproject</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="250"/>
        <source>Processing algorithm ids the chat may never run, separated by commas</source>
        <translation>Identificadores de algoritmos de Procesos que el chat nunca puede ejecutar, separados por comas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="253"/>
        <source>Disabled algorithms</source>
        <translation>Algoritmos deshabilitados</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="254"/>
        <source>Write debug details to the Map Assistant log</source>
        <translation>Escribir detalles de depuración en el registro de Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="255"/>
        <source>For troubleshooting. Details may include attribute values of your layers; never the API key.</source>
        <translation>Para resolver problemas. Los detalles pueden incluir valores de atributos de sus capas; nunca la clave de API.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="262"/>
        <source>Lookups such as value lists, statistics, sample rows and searches send attribute values to the model. Names, types, counts and extents are always sent.</source>
        <translation>Las consultas del asistente, como listas de valores, estadísticas, filas de muestra y búsquedas, envían valores de atributos al modelo. Los nombres, tipos, recuentos y extensiones se envían siempre.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="265"/>
        <source>Send attribute values</source>
        <translation>Enviar valores de atributos</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="270"/>
        <source>One line per model family: family: input, output, cache write, cache read, in US$ per million tokens. A model is priced by the longest family name in its id; other models show tokens only.</source>
        <translation>Una línea por familia de modelos: familia: entrada, salida, escritura en caché, lectura de caché, en US$ por millón de tokens. Cada modelo toma el precio de la familia de nombre más largo que aparece en su id; los demás modelos muestran solo los tokens.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="278"/>
        <source>Prices (estimate)</source>
        <translation>Precios (estimación)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="336"/>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="343"/>
        <source>Small models often cannot call tools: they are then asked to write actions as JSON, which works as well.</source>
        <translation>Los modelos pequeños a menudo no pueden llamar a herramientas: entonces se les pide que escriban las acciones como JSON, lo que funciona igual de bien.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="345"/>
        <source>Tool calling</source>
        <translation>Llamada a herramientas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="364"/>
        <source>Ask the server</source>
        <translation>Preguntar al servidor</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="365"/>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="367"/>
        <source>The model&apos;s context window. The prompt and the map description are shortened to fit a small one.</source>
        <translation>La ventana de contexto del modelo. Las instrucciones y la descripción del mapa se acortan para que quepan en una ventana pequeña.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="369"/>
        <source>Context window</source>
        <translation>Ventana de contexto</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="406"/>
        <source>Defaults from the published list prices; edit them to your contract.</source>
        <translation>Valores predeterminados según los precios de lista publicados; ajústelos a su contrato.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Ask the server which models it serves</source>
        <translation>Preguntar al servidor qué modelos ofrece</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="444"/>
        <source>http://host:port/v1</source>
        <translation>http://host:port/v1</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="473"/>
        <source>A key is stored in the QGIS authentication database. Leave the field empty to keep it.</source>
        <translation>Hay una clave guardada en la base de datos de autenticación de QGIS. Deje el campo vacío para conservarla.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="477"/>
        <source>No key stored. A local server needs none; paste one if the server asks.</source>
        <translation>No hay ninguna clave guardada. Un servidor local no la necesita; pegue una si el servidor la pide.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="479"/>
        <source>No key stored. Paste your Anthropic API key.</source>
        <translation>No hay ninguna clave guardada. Pegue su clave de API de Anthropic.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="480"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="481"/>
        <source>•••••••• (stored)</source>
        <translation>•••••••• (guardada)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="528"/>
        <source>The API key was not saved</source>
        <translation>La clave de API no se guardó</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="533"/>
        <source>The settings were not saved</source>
        <translation>La configuración no se guardó</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="546"/>
        <source>The key was not removed</source>
        <translation>La clave no se eliminó</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="554"/>
        <source>The key was removed.</source>
        <translation>Se eliminó la clave.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="562"/>
        <source>Could not list models</source>
        <translation>No se pudieron listar los modelos</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="569"/>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="577"/>
        <source>Could not test the connection</source>
        <translation>No se pudo probar la conexión</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="582"/>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="652"/>
        <source>The API listed no models.</source>
        <translation>La API no devolvió ningún modelo.</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="24"/>
        <source>No price for this model: add its family to the price table in the settings.</source>
        <translation>No hay precio para este modelo: añada su familia a la tabla de precios de la configuración.</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="29"/>
        <source>Prices are estimates from the table in the settings.</source>
        <translation>Los precios son estimaciones según la tabla de la configuración.</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="30"/>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="34"/>
        <source>Allow</source>
        <translation>Permitir</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Allowed; saved for next time.</source>
        <translation>Permitido; se recordará la próxima vez.</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Not sent. The assistant will offer buttons instead.</source>
        <translation>No se enviaron. En su lugar, el asistente ofrecerá botones.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="18"/>
        <source>Settings → Options → Network</source>
        <translation>Configuración → Opciones → Red</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="62"/>
        <source>A secure (TLS) connection to {server} could not be made ({reason}). If the server speaks plain HTTP, as local servers usually do, write its address with http:// in {settings}; otherwise check the address and the system&apos;s certificates.</source>
        <translation>{server}: no se pudo establecer una conexión segura (TLS) ({reason}). Si el servidor usa HTTP sin cifrar, como suelen hacer los servidores locales, escriba su dirección con http:// en {settings}; si no, compruebe la dirección y los certificados del sistema.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="69"/>
        <source>{server} sent an answer that could not be read ({reason}): the address may point at a web page or a proxy&apos;s login page instead of the API. Check the API base URL in {settings} and send the message again.</source>
        <translation>{server} envió una respuesta que no se pudo leer ({reason}): puede que la dirección apunte a una página web o a la página de inicio de sesión de un proxy en lugar de a la API. Compruebe la URL base de la API en {settings} y vuelva a enviar el mensaje.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="77"/>
        <source>The model {model} is not available: it has been retired, or {server} does not serve it. Choose another model in {settings}.</source>
        <translation>{server} no puede usar el modelo {model}: se ha retirado o el servidor no lo ofrece. Elija otro modelo en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="79"/>
        <source>The model {model} is not available: it has been retired, or this key may not use it. Choose another model in {settings}.</source>
        <translation>El modelo {model} no está disponible: se ha retirado o esta clave no puede usarlo. Elija otro modelo en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="90"/>
        <source>Wait {seconds} s</source>
        <translation>Espere {seconds} s</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="91"/>
        <source>Wait a minute</source>
        <translation>Espere un minuto</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="95"/>
        <source>The proxy refused the connection ({reason}). Check the proxy address, user and password in {settings}.</source>
        <translation>El proxy rechazó la conexión ({reason}). Compruebe la dirección, el usuario y la contraseña del proxy en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="100"/>
        <source>Cannot connect to the proxy. Check the proxy address in {settings} and that the proxy is running.</source>
        <translation>No se puede conectar con el proxy. Compruebe la dirección del proxy en {settings} y que el proxy esté en funcionamiento.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="105"/>
        <source>The proxy requires authentication or refused the request (HTTP {status}). Check the proxy user and password in {settings}.</source>
        <translation>El proxy requiere autenticación o rechazó la solicitud (HTTP {status}). Compruebe el usuario y la contraseña del proxy en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="110"/>
        <source>Unexpected error while talking to {server} ({reason}). Try again; if it keeps happening, report it with the Map Assistant log.</source>
        <translation>{server}: error inesperado durante la comunicación ({reason}). Inténtelo de nuevo; si sigue ocurriendo, informe del problema adjuntando el registro de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="115"/>
        <source>No Anthropic API key is set. Add your key in {settings}.</source>
        <translation>No hay ninguna clave de API de Anthropic configurada. Añada su clave en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="120"/>
        <source>Stopped. Send a new message to continue.</source>
        <translation>Detenido. Envíe un mensaje nuevo para continuar.</translation>
    </message>
    <message>
        <location filename="../agent/memory.py" line="139"/>
        <source>The summary of the earlier conversation came back empty.</source>
        <translation>El resumen de la conversación anterior llegó vacío.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="33"/>
        <source>Could not ask the server which models it serves: {reason}</source>
        <translation>No se pudo preguntar al servidor qué modelos ofrece: {reason}</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="43"/>
        <source>none</source>
        <comment>no model listed</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="44"/>
        <source>No model was chosen and the server lists no {family} model (it lists: {models}). Choose a model in {settings}.</source>
        <translation>No se eligió ningún modelo y el servidor no ofrece ningún modelo {family} (ofrece: {models}). Elija un modelo en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="57"/>
        <source>{failure} The list of models could not be read to find a replacement ({reason})</source>
        <translation>{failure} No se pudo leer la lista de modelos para buscar un sustituto ({reason})</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="82"/>
        <source>The model {model} is no longer available, and the server lists no other {family} model. Choose a model in {settings}.</source>
        <translation>El modelo {model} ya no está disponible y el servidor no ofrece ningún otro modelo {family}. Elija un modelo en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="84"/>
        <source>The model {model} is no longer available, and the server lists no model of the same family. Choose a model in {settings}.</source>
        <translation>El modelo {model} ya no está disponible y el servidor no ofrece ningún modelo de la misma familia. Elija un modelo en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="69"/>
        <source>No answer from Anthropic within {seconds} s. Try again, or raise the timeout in {settings}.</source>
        <translation>Anthropic no respondió en {seconds} s. Inténtelo de nuevo o aumente el tiempo de espera en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="76"/>
        <source>Cannot reach the Anthropic server. Check your internet connection and the API base URL in {settings}.</source>
        <translation>No se puede contactar con el servidor de Anthropic. Compruebe su conexión a Internet y la URL base de la API en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="80"/>
        <source>The connection to Anthropic was lost before the answer was complete. Check your internet connection and send the message again.</source>
        <translation>Se perdió la conexión con Anthropic antes de completar la respuesta. Compruebe su conexión a Internet y vuelva a enviar el mensaje.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="108"/>
        <source>Your Anthropic account has no credit left{detail}. Add credit in the Anthropic Console under Plans &amp; Billing (console.anthropic.com), then send the message again.</source>
        <translation>Su cuenta de Anthropic se ha quedado sin crédito{detail}. Añada crédito en la consola de Anthropic, en Plans &amp; Billing (console.anthropic.com), y vuelva a enviar el mensaje.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="116"/>
        <source>Anthropic rejected the API key: it is wrong or has been revoked. Check the key in {settings}.</source>
        <translation>Anthropic rechazó la clave de API: es incorrecta o se ha revocado. Compruebe la clave en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="119"/>
        <source>Your API key is not allowed to do this{detail}. Choose another model in {settings} or check the key&apos;s permissions in the Anthropic Console.</source>
        <translation>Su clave de API no tiene permiso para hacer esto{detail}. Elija otro modelo en {settings} o compruebe los permisos de la clave en la consola de Anthropic.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="122"/>
        <source>Anthropic is limiting your requests: too many requests{detail}. {wait} and try again, or check your plan&apos;s rate limits in the Anthropic Console.</source>
        <translation>Anthropic está limitando sus solicitudes: demasiadas solicitudes{detail}. {wait} y vuelva a intentarlo, o compruebe los límites de frecuencia de su plan en la consola de Anthropic.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="126"/>
        <source>Anthropic is overloaded right now. Try again in a minute.</source>
        <translation>Anthropic está sobrecargado en este momento. Inténtelo de nuevo en un minuto.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="128"/>
        <source>Anthropic had an internal error (HTTP {status}). Try again in a moment; if it keeps happening, check status.anthropic.com.</source>
        <translation>Anthropic tuvo un error interno (HTTP {status}). Inténtelo de nuevo en un momento; si sigue ocurriendo, consulte status.anthropic.com.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="131"/>
        <source>Anthropic took too long to answer. Try again, or ask for a shorter answer.</source>
        <translation>Anthropic tardó demasiado en responder. Inténtelo de nuevo o pida una respuesta más corta.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="135"/>
        <source>Anthropic rejected the request (HTTP {status}){detail}. Check the model name in {settings}, or start a new chat if the conversation has grown too long.</source>
        <translation>Anthropic rechazó la solicitud (HTTP {status}){detail}. Compruebe el nombre del modelo en {settings} o inicie un chat nuevo si la conversación se ha hecho demasiado larga.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="138"/>
        <source>Anthropic answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation>Anthropic respondió con un error inesperado (HTTP {status}){detail}. Inténtelo de nuevo más tarde.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="35"/>
        <source>Not tested.</source>
        <translation>Sin probar.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="37"/>
        <source>Not reachable.</source>
        <translation>No accesible.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="39"/>
        <source>Reachable, but the key was refused.</source>
        <translation>Accesible, pero la clave fue rechazada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/providers/connection_check.py" line="42"/>
        <source>%n model(s) found</source>
        <translation>
            <numerusform>%n modelo encontrado</numerusform>
            <numerusform>%n modelos encontrados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="43"/>
        <source>models not listed</source>
        <translation>modelos no listados</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="45"/>
        <source>tool calling works ({model})</source>
        <translation>la llamada a herramientas funciona ({model})</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="47"/>
        <source>no tool calling with {model}: actions will be asked for as JSON in text</source>
        <translation>sin llamada a herramientas con {model}: las acciones se pedirán como JSON en el texto</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="63"/>
        <source>The server lists no model: load or pull one on the server.</source>
        <translation>El servidor no ofrece ningún modelo: cargue o descargue uno en el servidor.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_client.py" line="89"/>
        <source>The model server</source>
        <translation>El servidor del modelo</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="59"/>
        <source>{server} stopped with an error while answering ({reason}). Send the message again; if it keeps happening, check the server&apos;s log.</source>
        <translation>{server} se detuvo con un error mientras respondía ({reason}). Vuelva a enviar el mensaje; si sigue ocurriendo, consulte el registro del servidor.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="66"/>
        <source>No answer from {server} within {seconds} s. A local model on a slow machine may need longer: raise the timeout in {settings}, or use a smaller model.</source>
        <translation>{server} no respondió en {seconds} s. Un modelo local en un equipo lento puede necesitar más tiempo: aumente el tiempo de espera en {settings} o use un modelo más pequeño.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="74"/>
        <source>Cannot reach {server} at {address}. Check that the server is running and the address in {settings}.</source>
        <translation>{server} no es accesible en {address}. Compruebe que el servidor esté en funcionamiento y la dirección en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="78"/>
        <source>The connection to {server} was lost before the answer was complete. Check that the server is still running and send the message again.</source>
        <translation>{server}: se perdió la conexión antes de completar la respuesta. Compruebe que el servidor siga en funcionamiento y vuelva a enviar el mensaje.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="82"/>
        <source>{server} sent an answer that could not be read ({reason}). Send the message again; if it keeps happening, update the server.</source>
        <translation>{server} envió una respuesta que no se pudo leer ({reason}). Vuelva a enviar el mensaje; si sigue ocurriendo, actualice el servidor.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="114"/>
        <source>{server} refused the request: the account has no credit or quota left{detail}. Add credit with the provider, then send the message again.</source>
        <translation>{server} rechazó la solicitud: la cuenta se ha quedado sin crédito o sin cuota{detail}. Añada crédito con el proveedor y vuelva a enviar el mensaje.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="120"/>
        <source>{server} rejected the API key{detail}. Check the key in {settings} (a local server started without a key needs none).</source>
        <translation>{server} rechazó la clave de API{detail}. Compruebe la clave en {settings} (un servidor local iniciado sin clave no necesita ninguna).</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="124"/>
        <source>{server} does not allow this{detail}. Check the key&apos;s permissions and the model in {settings}.</source>
        <translation>{server} no permite esto{detail}. Compruebe los permisos de la clave y el modelo en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="128"/>
        <source>{server} is limiting requests{detail}. {wait} and try again.</source>
        <translation>{server} está limitando las solicitudes{detail}. {wait} y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="132"/>
        <source>{server} is busy or still loading the model{detail}. Try again in a minute.</source>
        <translation>{server} está ocupado o todavía cargando el modelo{detail}. Inténtelo de nuevo en un minuto.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="136"/>
        <source>{server} had an internal error (HTTP {status}){detail}. Try again; if it keeps happening, check the server&apos;s log.</source>
        <translation>{server} tuvo un error interno (HTTP {status}){detail}. Inténtelo de nuevo; si sigue ocurriendo, consulte el registro del servidor.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="142"/>
        <source>{server} answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation>{server} respondió con un error inesperado (HTTP {status}){detail}. Inténtelo de nuevo más tarde.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="149"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Start a new chat, or set a larger context window for the model on the server.</source>
        <translation>{server} rechazó la solicitud (HTTP {status}){detail}. Inicie un chat nuevo o configure en el servidor una ventana de contexto mayor para el modelo.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="152"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Check the base URL and the model in {settings}.</source>
        <translation>{server} rechazó la solicitud (HTTP {status}){detail}. Compruebe la URL base y el modelo en {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/presets.py" line="34"/>
        <source>Custom OpenAI-compatible server</source>
        <translation>Servidor personalizado compatible con OpenAI</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="102"/>
        <source>Map Assistant hit an internal error while talking to the assistant. Try again; if it persists, start a new chat and report the problem.</source>
        <translation>Map Assistant sufrió un error interno al comunicarse con el asistente. Inténtelo de nuevo; si persiste, inicie un chat nuevo e informe del problema.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="144"/>
        <source>Type a question first.</source>
        <translation>Escriba primero una pregunta.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="238"/>
        <source>The answer was cut off at the length limit. Ask for a shorter answer or raise the maximum answer length in the settings.</source>
        <translation>La respuesta se cortó al llegar al límite de longitud. Pida una respuesta más corta o aumente la longitud máxima de respuesta en la configuración.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/turn.py" line="365"/>
        <source>The assistant reached the limit of %n lookup(s) for one message and was asked to answer with what it found. If the answer is incomplete, ask a narrower question.</source>
        <translation>
            <numerusform>El asistente alcanzó el límite de %n consulta por mensaje y se le pidió que respondiera con lo que encontró. Si la respuesta está incompleta, haga una pregunta más concreta.</numerusform>
            <numerusform>El asistente alcanzó el límite de %n consultas por mensaje y se le pidió que respondiera con lo que encontró. Si la respuesta está incompleta, haga una pregunta más concreta.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="419"/>
        <source>The assistant returned an empty answer. Try asking again.</source>
        <translation>El asistente devolvió una respuesta vacía. Vuelva a preguntar.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="399"/>
        <source>The assistant proposed an action that could not be used; asking it to correct it (retry {retry} of {retries}).</source>
        <translation>El asistente propuso una acción que no se pudo usar; se le pide que la corrija (intento {retry} de {retries}).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="205"/>
        <source>The answer stopped before it was complete. Send the message again.</source>
        <translation>La respuesta se detuvo antes de completarse. Vuelva a enviar el mensaje.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/turn.py" line="390"/>
        <source>The assistant could not produce a usable action after %n attempt(s) ({problem}). Try rephrasing the question, naming the layer and fields to use.</source>
        <translation>
            <numerusform>El asistente no pudo producir una acción utilizable tras %n intento ({problem}). Reformule la pregunta indicando la capa y los campos que se deben usar.</numerusform>
            <numerusform>El asistente no pudo producir una acción utilizable tras %n intentos ({problem}). Reformule la pregunta indicando la capa y los campos que se deben usar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="141"/>
        <source>The algorithm {algorithm} is no longer available in QGIS.</source>
        <translation>El algoritmo {algorithm} ya no está disponible en QGIS.</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="139"/>
        <source>{algorithm}: {values}</source>
        <translation>{algorithm}: {values}</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="143"/>
        <source>{action} → new layer</source>
        <translation>{action} → capa nueva</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="144"/>
        <source>{action} → new layers</source>
        <translation>{action} → capas nuevas</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="151"/>
        <source>the visible extent</source>
        <translation>la extensión visible</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="151"/>
        <source>the view&apos;s center</source>
        <translation>el centro de la vista</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="152"/>
        <source>the map CRS</source>
        <translation>el SRC del mapa</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="154"/>
        <source>{layer} (selected features)</source>
        <translation>{layer} (objetos espaciales seleccionados)</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="155"/>
        <source>{layer} (extent)</source>
        <translation>{layer} (extensión)</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="64"/>
        <source>new selection</source>
        <translation>nueva selección</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="64"/>
        <source>add to selection</source>
        <translation>añadir a la selección</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="65"/>
        <source>remove from selection</source>
        <translation>eliminar de la selección</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="65"/>
        <source>intersect with selection</source>
        <translation>intersecar con la selección</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="265"/>
        <source>Select in &apos;{layer}&apos; ({mode})</source>
        <translation>Seleccionar en '{layer}' ({mode})</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="280"/>
        <source>Selecting in '{layer}'…</source>
        <translation>Seleccionando en '{layer}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="325"/>
        <source>The selection in &apos;{layer}&apos; could not read the keys of its rows.</source>
        <translation>La selección en '{layer}' no pudo leer las claves de sus filas.</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="345"/>
        <source>Selecting in &apos;{layer}&apos;</source>
        <translation>Seleccionando en '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="377"/>
        <source>The expression failed: {reason}</source>
        <translation>La expresión falló: {reason}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="239"/>
        <source>The expression is not valid QGIS syntax: {reason}</source>
        <translation>La expresión no tiene una sintaxis de QGIS válida: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/selection.py" line="396"/>
        <source>The query matches %n row(s), more than the selection limit of {limit}. Narrow it down or raise the limit in the settings.</source>
        <translation>
            <numerusform>La consulta coincide con %n fila, más que el límite de selección de {limit}. Restrínjala o aumente el límite en la configuración.</numerusform>
            <numerusform>La consulta coincide con %n filas, más que el límite de selección de {limit}. Restrínjala o aumente el límite en la configuración.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="409"/>
        <source>The query result does not carry the key of &apos;{layer}&apos;, so its rows cannot be matched to features. Ask for SELECT * FROM {layer} (or its key column).</source>
        <translation>El resultado de la consulta no contiene la clave de '{layer}', así que sus filas no se pueden asociar a objetos espaciales. Pida SELECT * FROM {layer} (o su columna clave).</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="109"/>
        <source>Run the query</source>
        <translation>Ejecutar la consulta</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="112"/>
        <source>Count in {tables}</source>
        <translation>Contar en {tables}</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="113"/>
        <source>Query {tables}</source>
        <translation>Consultar {tables}</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="172"/>
        <source>Running '{title}'…</source>
        <translation>Ejecutando '{title}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="269"/>
        <source>The CRS &apos;{crs}&apos; is unknown to QGIS. Use a code such as EPSG:4326.</source>
        <translation>QGIS no conoce el SRC '{crs}'. Use un código como EPSG:4326.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="346"/>
        <source>Zoom to point</source>
        <translation>Zoom al punto</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="346"/>
        <source>Zoom to area</source>
        <translation>Zoom al área</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="348"/>
        <source>Pan to point</source>
        <translation>Desplazar al punto</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="348"/>
        <source>Pan to area</source>
        <translation>Desplazar al área</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="350"/>
        <source>Zoom to layer &apos;{layer}&apos;</source>
        <translation>Zoom a la capa '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="352"/>
        <source>Zoom to selection in &apos;{layer}&apos;</source>
        <translation>Zoom a la selección en '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="356"/>
        <source>Zoom to {expression} in &apos;{layer}&apos;</source>
        <translation>Zoom a {expression} en '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="358"/>
        <source>Zoom to full extent</source>
        <translation>Zoom a la extensión completa</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="359"/>
        <source>Set scale 1:{scale}</source>
        <translation>Establecer escala 1:{scale}</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="366"/>
        <source>{geometry} (map CRS)</source>
        <translation>{geometry} (SRC del mapa)</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="385"/>
        <source>Could not transform the geometry to the map CRS ({reason}). Check the &apos;crs&apos;.</source>
        <translation>No se pudo transformar la geometría al SRC del mapa ({reason}). Compruebe el 'crs'.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="409"/>
        <source>Zoomed to the point (1:{scale}).</source>
        <translation>Se hizo zoom al punto (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="410"/>
        <source>Zoomed to the area (1:{scale}).</source>
        <translation>Se hizo zoom al área (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="417"/>
        <source>Centered the map on the geometry; the scale is unchanged.</source>
        <translation>Mapa centrado en la geometría; la escala no cambió.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="425"/>
        <source>Layer &apos;{layer}&apos; has no extent (is it empty?).</source>
        <translation>La capa '{layer}' no tiene extensión (¿está vacía?).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="429"/>
        <source>Zoomed to layer &apos;{layer}&apos;.</source>
        <translation>Se hizo zoom a la capa '{layer}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="435"/>
        <source>Nothing is selected in &apos;{layer}&apos;. Select features first.</source>
        <translation>No hay nada seleccionado en '{layer}'. Seleccione primero objetos espaciales.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/viewport.py" line="439"/>
        <source>Zoomed to the %n selected feature(s) in &apos;{layer}&apos;.</source>
        <translation>
            <numerusform>Se hizo zoom al %n objeto espacial seleccionado en '{layer}'.</numerusform>
            <numerusform>Se hizo zoom a los %n objetos espaciales seleccionados en '{layer}'.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="445"/>
        <source>Zoomed to the full extent.</source>
        <translation>Se hizo zoom a la extensión completa.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="450"/>
        <source>Set the scale to 1:{scale}.</source>
        <translation>Escala establecida en 1:{scale}.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="471"/>
        <source>QGIS could not read the geometry WKT.</source>
        <translation>QGIS no pudo leer el WKT de la geometría.</translation>
    </message>
    <message>
        <location filename="../services/base.py" line="24"/>
        <source>no reason given</source>
        <translation>sin motivo indicado</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="115"/>
        <source>layer &apos;{layer}&apos; cannot be queried: {storage}</source>
        <translation>la capa '{layer}' no se puede consultar: {storage}</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="279"/>
        <source>the SQL is not accepted: {reason}</source>
        <translation>no se acepta el SQL: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="250"/>
        <source>none</source>
        <comment>no layer</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="288"/>
        <source>there is no table named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>no hay ninguna tabla llamada '{name}' en el proyecto (capas: {layers})</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="290"/>
        <source>there is no vector layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>no hay ninguna capa vectorial llamada '{name}' en el proyecto (capas: {layers})</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="292"/>
        <source>there is no layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>no hay ninguna capa llamada '{name}' en el proyecto (capas: {layers})</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="66"/>
        <source>No feature of &apos;{layer}&apos; matches {expression} now.</source>
        <translation>Ningún objeto espacial de '{layer}' coincide ahora con {expression}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/feature_zoom.py" line="66"/>
        <source>The %n feature(s) of &apos;{layer}&apos; matching {expression} have no geometry to zoom to.</source>
        <translation>
            <numerusform>El %n objeto espacial de '{layer}' que coincide con {expression} no tiene geometría a la que hacer zoom.</numerusform>
            <numerusform>Los %n objetos espaciales de '{layer}' que coinciden con {expression} no tienen geometría a la que hacer zoom.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="76"/>
        <source>Could not transform the features to the map CRS ({reason}).</source>
        <translation>No se pudieron transformar los objetos espaciales al SRC del mapa ({reason}).</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="79"/>
        <source>Zoomed to the feature of &apos;{layer}&apos; matching {expression}.</source>
        <translation>Se hizo zoom al objeto espacial de '{layer}' que coincide con {expression}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/feature_zoom.py" line="82"/>
        <source>Zoomed to the %n feature(s) of &apos;{layer}&apos; matching {expression}.</source>
        <translation>
            <numerusform>Se hizo zoom al %n objeto espacial de '{layer}' que coincide con {expression}.</numerusform>
            <numerusform>Se hizo zoom a los %n objetos espaciales de '{layer}' que coinciden con {expression}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="69"/>
        <source>There is no vector layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation>No hay ninguna capa vectorial llamada '{name}'. Capas: {layers}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="71"/>
        <source>There is no layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation>No hay ninguna capa llamada '{name}'. Capas: {layers}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="150"/>
        <source>&apos;{layer}&apos; has a composite key; its rows cannot be matched.</source>
        <translation>'{layer}' tiene una clave compuesta; sus filas no se pueden asociar.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="187"/>
        <source>QGIS could not read its data source</source>
        <translation>QGIS no pudo leer su fuente de datos</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="188"/>
        <source>Could not read the features of &apos;{layer}&apos;: {reason}.</source>
        <translation>No se pudieron leer los objetos espaciales de '{layer}': {reason}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="227"/>
        <source>The layer was removed in the meantime; nothing was selected.</source>
        <translation>La capa se eliminó entretanto; no se seleccionó nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="272"/>
        <source>Selected %n feature(s) in &apos;{layer}&apos; (was {before}).</source>
        <translation>
            <numerusform>Se seleccionó %n objeto espacial en '{layer}' (antes: {before}).</numerusform>
            <numerusform>Se seleccionaron %n objetos espaciales en '{layer}' (antes: {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="274"/>
        <source>Added %n matching feature(s) to the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation>
            <numerusform>Se añadió %n objeto espacial coincidente a la selección de '{layer}'; seleccionados ahora: {now} (antes: {before}).</numerusform>
            <numerusform>Se añadieron %n objetos espaciales coincidentes a la selección de '{layer}'; seleccionados ahora: {now} (antes: {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="277"/>
        <source>Removed %n matching feature(s) from the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation>
            <numerusform>Se quitó %n objeto espacial coincidente de la selección de '{layer}'; seleccionados ahora: {now} (antes: {before}).</numerusform>
            <numerusform>Se quitaron %n objetos espaciales coincidentes de la selección de '{layer}'; seleccionados ahora: {now} (antes: {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="279"/>
        <source>Kept the selected features of &apos;{layer}&apos; among %n matching one(s): {now} selected now (was {before}).</source>
        <translation>
            <numerusform>Se conservaron los objetos espaciales seleccionados de '{layer}' que están entre %n coincidente; seleccionados ahora: {now} (antes: {before}).</numerusform>
            <numerusform>Se conservaron los objetos espaciales seleccionados de '{layer}' que están entre los %n coincidentes; seleccionados ahora: {now} (antes: {before}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="104"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Close the quoted layer name with a double quote and write a double quote inside it twice, as in SQL: {example}.</source>
        <translation>'{placeholder}' no es un marcador de posición válido. Cierre el nombre de capa entrecomillado con una comilla doble y escriba dos veces cada comilla doble que contenga, como en SQL: {example}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="109"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Write {view}, {layer} or {quoted}.</source>
        <translation>'{placeholder}' no es un marcador de posición válido. Escriba {view}, {layer} o {quoted}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="123"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for the current view. Use one of: {properties}.</source>
        <translation>Propiedad desconocida '{property}' en {placeholder} para la vista actual. Use una de estas: {properties}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="126"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for layer &apos;{layer}&apos;. Use one of: {properties}.</source>
        <translation>Propiedad desconocida '{property}' en {placeholder} para la capa '{layer}'. Use una de estas: {properties}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="130"/>
        <source>{placeholder}: only CurrentView.bbox and CurrentView.center accept a &apos;|EPSG:code&apos; suffix.</source>
        <translation>{placeholder}: solo CurrentView.bbox y CurrentView.center admiten un sufijo '|EPSG:code'.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="190"/>
        <source>{placeholder} names layer &apos;{layer}&apos;, which is not in the project (layers: {layers}).</source>
        <translation>{placeholder} nombra la capa '{layer}', que no está en el proyecto (capas: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="190"/>
        <source>Load it or ask about an existing layer.</source>
        <translation>Cárguela o pregunte por una capa existente.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="204"/>
        <source>{placeholder} names no layer of the project (layers: {layers}).</source>
        <translation>{placeholder} no nombra ninguna capa del proyecto (capas: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="204"/>
        <source>Write a real layer name in the placeholder and list it in `sql_placeholders`.</source>
        <translation>Escriba un nombre de capa real en el marcador de posición y añádalo a `sql_placeholders`.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="209"/>
        <source>The action uses {placeholder} without declaring it: add &quot;{placeholder}&quot; to `sql_placeholders`, so it is filled from the map when the user clicks.</source>
        <translation>La acción usa {placeholder} sin declararlo: añada &quot;{placeholder}&quot; a `sql_placeholders`, para que se rellene desde el mapa cuando el usuario haga clic.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="219"/>
        <source>No layer has a selection: ask the user to select features first.</source>
        <translation>Ninguna capa tiene selección: pida al usuario que seleccione primero objetos espaciales.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="221"/>
        <source>Use {placeholder} (&apos;{layer}&apos; has a selection).</source>
        <translation>Use {placeholder} ('{layer}' tiene una selección).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="248"/>
        <source>The map CRS {crs} has no numeric SRID. Set an EPSG CRS for the map (Project &gt; Properties &gt; CRS) and run the action again.</source>
        <translation>El SRC del mapa {crs} no tiene un SRID numérico. Establezca un SRC EPSG para el mapa (Proyecto &gt; Propiedades &gt; SRC) y vuelva a ejecutar la acción.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="69"/>
        <source>Layer &apos;{name}&apos; is no longer in the project.</source>
        <translation>La capa '{name}' ya no está en el proyecto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/fill.py" line="262"/>
        <source>%n selected feature(s) in &apos;{layer}&apos;: more than the limit of {limit}. Narrow the selection (or raise the limit in the settings) and run the action again.</source>
        <translation>
            <numerusform>%n objeto espacial seleccionado en '{layer}': más que el límite de {limit}. Reduzca la selección (o aumente el límite en la configuración) y vuelva a ejecutar la acción.</numerusform>
            <numerusform>%n objetos espaciales seleccionados en '{layer}': más que el límite de {limit}. Reduzca la selección (o aumente el límite en la configuración) y vuelva a ejecutar la acción.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/live.py" line="74"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one of them so the action can tell which one to use.</source>
        <translation>
            <numerusform>%n capa se llama '{name}'. Cambie el nombre de una de ellas para que la acción sepa cuál usar.</numerusform>
            <numerusform>%n capas se llaman '{name}'. Cambie el nombre de una de ellas para que la acción sepa cuál usar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="99"/>
        <source>&apos;{crs}&apos; is not a CRS QGIS knows. Use an EPSG code such as EPSG:4326.</source>
        <translation>'{crs}' no es un SRC que QGIS conozca. Use un código EPSG como EPSG:4326.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="106"/>
        <source>The visible area cannot be expressed in {crs} ({reason}). Zoom in or use another CRS.</source>
        <translation>El área visible no se puede expresar en {crs} ({reason}). Acerque el zoom o use otro SRC.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="114"/>
        <source>&apos;{layer}&apos; is not a vector layer, so it has no selection.</source>
        <translation>'{layer}' no es una capa vectorial, así que no tiene selección.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="305"/>
        <source>QGIS Processing algorithms are not available (still being read, or the Processing plugin is disabled: Plugins &gt; Manage and Install Plugins &gt; Processing). Answer without a processing action, and tell the user if they asked for one.</source>
        <translation>Los algoritmos de Procesos de QGIS no están disponibles (todavía se están cargando, o el complemento Processing está deshabilitado: Complementos &gt; Administrar e instalar complementos &gt; Processing). Responda sin una acción de Procesos e informe al usuario si la pidió.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>there is no Processing algorithm &apos;{algorithm}&apos;.</source>
        <translation>no existe ningún algoritmo de Procesos '{algorithm}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>Close matches: {algorithms}.</source>
        <translation>Coincidencias cercanas: {algorithms}.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>Use find_algorithm to look one up.</source>
        <translation>Use find_algorithm para buscar uno.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="342"/>
        <source>the algorithm {algorithm} is disabled in the Map Assistant settings.</source>
        <translation>el algoritmo {algorithm} está deshabilitado en la configuración de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="345"/>
        <source>the algorithm {algorithm} cannot be run from the chat: {reason}.</source>
        <translation>el algoritmo {algorithm} no se puede ejecutar desde el chat: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="85"/>
        <source>{algorithm} has no parameter &apos;{name}&apos;.</source>
        <translation>{algorithm} no tiene ningún parámetro '{name}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="88"/>
        <source>{parameter} is an output: outputs never overwrite anything, they are always new temporary layers added to the project. Leave it out.</source>
        <translation>{parameter} es una salida: las salidas nunca sobrescriben nada, siempre son capas temporales nuevas que se añaden al proyecto. Omítalo.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="97"/>
        <source>{algorithm} needs the parameter {parameter} ({description}).</source>
        <translation>{algorithm} necesita el parámetro {parameter} ({description}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="127"/>
        <source>{parameter} must be true or false, not {value}.</source>
        <translation>{parameter} debe ser verdadero o falso, no {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="136"/>
        <source>{parameter} must be field names.</source>
        <translation>{parameter} debe contener nombres de campo.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="136"/>
        <source>{parameter} must be one field name.</source>
        <translation>{parameter} debe ser un nombre de campo.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="142"/>
        <source>{parameter} must be &apos;x,y [EPSG:code]&apos; or {placeholder}.</source>
        <translation>{parameter} debe ser 'x,y [EPSG:code]' o {placeholder}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="147"/>
        <source>{parameter} would write a file; leave it out.</source>
        <translation>{parameter} escribiría un archivo; omítalo.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="165"/>
        <source>{parameter} must be a number, not {value}.</source>
        <translation>{parameter} debe ser un número, no {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="174"/>
        <source>{parameter} must be a whole number, not {value}.</source>
        <translation>{parameter} debe ser un número entero, no {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="178"/>
        <source>{parameter} must be at least {minimum}, not {value}.</source>
        <translation>{parameter} debe ser al menos {minimum}, no {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="181"/>
        <source>{parameter} must be at most {maximum}, not {value}.</source>
        <translation>{parameter} debe ser como máximo {maximum}, no {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="189"/>
        <source>{parameter} takes one option.</source>
        <translation>{parameter} admite una sola opción.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="195"/>
        <source>{parameter} has no option &apos;{option}&apos;.</source>
        <translation>{parameter} no tiene ninguna opción '{option}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="200"/>
        <source>{parameter} must be an option index 0-{last}, not {value}.</source>
        <translation>{parameter} debe ser un índice de opción entre 0 y {last}, no {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="219"/>
        <source>{parameter} must be a layer name from the map context, not {value}.</source>
        <translation>{parameter} debe ser un nombre de capa del contexto del mapa, no {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="233"/>
        <source>{placeholder} cannot fill {parameter} (a {type} parameter; placeholders it takes: {usable}).</source>
        <translation>{placeholder} no puede rellenar {parameter} (un parámetro de tipo {type}; marcadores de posición que admite: {usable}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="259"/>
        <source>{parameter}: there is no raster layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: no hay ninguna capa ráster llamada '{name}' en el proyecto (capas: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="262"/>
        <source>{parameter}: there is no vector layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: no hay ninguna capa vectorial llamada '{name}' en el proyecto (capas: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="264"/>
        <source>{parameter}: there is no layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: no hay ninguna capa llamada '{name}' en el proyecto (capas: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="275"/>
        <source>{parameter} takes {kinds} layers; &apos;{layer}&apos; is a {geometry} layer.</source>
        <translation>{parameter} admite capas de tipo {kinds}; '{layer}' es una capa de tipo {geometry}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="316"/>
        <source>{parameter}: layer &apos;{layer}&apos; has no field &apos;{name}&apos; (fields: {fields}).</source>
        <translation>{parameter}: la capa '{layer}' no tiene ningún campo '{name}' (campos: {fields}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="65"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one so the action can tell them apart.</source>
        <translation>
            <numerusform>%n capa se llama '{name}'. Cambie el nombre de una para que la acción pueda distinguirlas.</numerusform>
            <numerusform>%n capas se llaman '{name}'. Cambie el nombre de una para que la acción pueda distinguirlas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="116"/>
        <source>No features are selected in &apos;{layer}&apos;. Select the features to use and click again.</source>
        <translation>No hay objetos espaciales seleccionados en '{layer}'. Seleccione los objetos espaciales que desea usar y vuelva a hacer clic.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="148"/>
        <source>QGIS refused the parameters of {algorithm}: {reason}</source>
        <translation>QGIS rechazó los parámetros de {algorithm}: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="151"/>
        <source>{algorithm} could not start: {reason}</source>
        <translation>{algorithm} no pudo iniciarse: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="171"/>
        <source>{algorithm} failed: {reason}</source>
        <translation>{algorithm} falló: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="176"/>
        <source>Running {algorithm}…</source>
        <translation>Ejecutando {algorithm}…</translation>
    </message>
    <message>
        <location filename="../services/suggestions/new_layer.py" line="22"/>
        <source>{algorithm} ran but produced no layer.</source>
        <translation>{algorithm} se ejecutó pero no produjo ninguna capa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="226"/>
        <source>&apos;{layer}&apos; (%n feature(s), {geometry}, {crs})</source>
        <translation>
            <numerusform>'{layer}' (%n objeto espacial, {geometry}, {crs})</numerusform>
            <numerusform>'{layer}' (%n objetos espaciales, {geometry}, {crs})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="229"/>
        <source>&apos;{layer}&apos; (raster, {crs})</source>
        <translation>'{layer}' (ráster, {crs})</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="230"/>
        <source>Added %n new layer(s) to the &apos;{group}&apos; group: {layers}.</source>
        <translation>
            <numerusform>Se añadió %n capa nueva al grupo '{group}': {layers}.</numerusform>
            <numerusform>Se añadieron %n capas nuevas al grupo '{group}': {layers}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/chart_data.py" line="28"/>
        <source>other</source>
        <comment>the chart&apos;s bar that sums the smaller categories</comment>
        <translation>otros</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="90"/>
        <source>Query result</source>
        <translation>Resultado de la consulta</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="104"/>
        <source>Opening as a layer</source>
        <translation>Abriendo como capa</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="113"/>
        <source>Added layer &apos;{layer}&apos; with %n feature(s).</source>
        <translation>
            <numerusform>Se añadió la capa '{layer}' con %n objeto espacial.</numerusform>
            <numerusform>Se añadió la capa '{layer}' con %n objetos espaciales.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="116"/>
        <source>Adding %Ln feature(s) to '{layer}'…</source>
        <translation>
            <numerusform>Añadiendo %Ln objeto espacial a '{layer}'…</numerusform>
            <numerusform>Añadiendo %Ln objetos espaciales a '{layer}'…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="124"/>
        <source>Exporting CSV</source>
        <translation>Exportando CSV</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="124"/>
        <source>Exported %n row(s) to {path}.</source>
        <translation>
            <numerusform>Se exportó %n fila a {path}.</numerusform>
            <numerusform>Se exportaron %n filas a {path}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="132"/>
        <source>These rows have no geometry to zoom to.</source>
        <translation>Estas filas no tienen geometría a la que hacer zoom.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="134"/>
        <source>Zoomed to %n row(s).</source>
        <translation>
            <numerusform>Se hizo zoom a %n fila.</numerusform>
            <numerusform>Se hizo zoom a %n filas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="140"/>
        <source>The source layer of this result is no longer in the project.</source>
        <translation>La capa de origen de este resultado ya no está en el proyecto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="204"/>
        <source>{action}: fetching up to %Ln row(s)…</source>
        <translation>
            <numerusform>{action}: obteniendo hasta %Ln fila…</numerusform>
            <numerusform>{action}: obteniendo hasta %Ln filas…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="289"/>
        <source>QGIS could not create a layer for this result.</source>
        <translation>QGIS no pudo crear una capa para este resultado.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="306"/>
        <source>QGIS refused some rows of the result: {reason}.</source>
        <translation>QGIS rechazó algunas filas del resultado: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="332"/>
        <source>Could not write &apos;{path}&apos; ({reason}). Choose another folder.</source>
        <translation>No se pudo escribir '{path}' ({reason}). Elija otra carpeta.</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="121"/>
        <source>&apos;{name}&apos; is not a vector layer; SQL can only read vector layers</source>
        <translation>'{name}' no es una capa vectorial; SQL solo puede leer capas vectoriales</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="147"/>
        <source>the filled-in query names other tables than the one that was planned</source>
        <translation>la consulta, una vez completada, nombra tablas distintas de la prevista</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="176"/>
        <source>the query failed unexpectedly: {reason}</source>
        <translation>la consulta falló inesperadamente: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="201"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (similar layers: {layers})</source>
        <translation>tabla desconocida '{name}': ninguna capa tiene ese nombre (capas similares: {layers})</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="204"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (layers in the project: {layers})</source>
        <translation>tabla desconocida '{name}': ninguna capa tiene ese nombre (capas del proyecto: {layers})</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="206"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (the project has no vector layers)</source>
        <translation>tabla desconocida '{name}': ninguna capa tiene ese nombre (el proyecto no tiene capas vectoriales)</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="222"/>
        <source>the memory layer &apos;{layer}&apos; is not in the current project; add it first</source>
        <translation>la capa en memoria '{layer}' no está en el proyecto actual; añádala primero</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="26"/>
        <source>the PostgreSQL server cannot be reached (stopped, restarting or out of the network); check that it runs, then click again</source>
        <translation>no se puede contactar con el servidor PostgreSQL (detenido, reiniciándose o fuera de la red); compruebe que esté en funcionamiento y vuelva a hacer clic</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="71"/>
        <source>the query was cancelled</source>
        <translation>la consulta se canceló</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="81"/>
        <source>the query took longer than {seconds} s; narrow it or raise the timeout in settings</source>
        <translation>la consulta tardó más de {seconds} s; restrínjala o aumente el tiempo de espera en la configuración</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="219"/>
        <source>the engine runs one statement at a time; this text holds several</source>
        <translation>el motor ejecuta una sola sentencia a la vez; este texto contiene varias</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="119"/>
        <source>PostgreSQL rejected the query: {reason}</source>
        <translation>PostgreSQL rechazó la consulta: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="122"/>
        <source>the database runs this query read-only; only SELECT queries can run</source>
        <translation>la base de datos ejecuta esta consulta en modo de solo lectura; solo se pueden ejecutar consultas SELECT</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="137"/>
        <source>could not open {database} read-only ({reason}); check that the file exists</source>
        <translation>no se pudo abrir {database} en modo de solo lectura ({reason}); compruebe que el archivo existe</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="217"/>
        <source>the database is opened read-only; only SELECT queries can run</source>
        <translation>la base de datos está abierta en modo de solo lectura; solo se pueden ejecutar consultas SELECT</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="221"/>
        <source>{reason}: SpatiaLite functions are not available in this Python; use attribute filters or GeoPackage&apos;s ST_MinX/ST_MaxX style functions</source>
        <translation>{reason}: las funciones de SpatiaLite no están disponibles en este Python; use filtros de atributos o funciones de GeoPackage del estilo de ST_MinX/ST_MaxX</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="223"/>
        <source>the database rejected the query: {reason}</source>
        <translation>la base de datos rechazó la consulta: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="219"/>
        <source>the query is empty</source>
        <translation>la consulta está vacía</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="217"/>
        <source>could not parse: {reason}</source>
        <translation>no se pudo analizar: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="221"/>
        <source>only one statement may run, this text has {count}; remove the extra statements</source>
        <translation>solo se puede ejecutar una sentencia y este texto tiene {count}; elimine las sentencias sobrantes</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="239"/>
        <source>the function {function} is not allowed: it can write files, change the database or reach outside it</source>
        <translation>la función {function} no está permitida: puede escribir archivos, modificar la base de datos o acceder fuera de ella</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="313"/>
        <source>no field {column} in {sources}; did you mean {guess}?</source>
        <translation>no existe el campo {column} en {sources}; ¿quiso decir {guess}?</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="313"/>
        <source>no column {column} in {sources}; did you mean {guess}?</source>
        <translation>no existe la columna {column} en {sources}; ¿quiso decir {guess}?</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="318"/>
        <source>no field {column} in {sources}.</source>
        <translation>no existe el campo {column} en {sources}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="318"/>
        <source>no column {column} in {sources}.</source>
        <translation>no existe la columna {column} en {sources}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="324"/>
        <source>Fields of {source}: {names}.</source>
        <translation>Campos de {source}: {names}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="324"/>
        <source>Columns of {source}: {names}.</source>
        <translation>Columnas de {source}: {names}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="588"/>
        <source>SELECT ... INTO would create a table</source>
        <translation>SELECT ... INTO crearía una tabla</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="590"/>
        <source>SELECT ... FOR UPDATE would lock rows</source>
        <translation>SELECT ... FOR UPDATE bloquearía filas</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="592"/>
        <source>{statement} would modify data</source>
        <translation>{statement} modificaría datos</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="594"/>
        <source>{statement} would change the database or its settings</source>
        <translation>{statement} modificaría la base de datos o su configuración</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="595"/>
        <source>only SELECT or WITH queries may run: {reason}</source>
        <translation>solo se pueden ejecutar consultas SELECT o WITH: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/pg_functions.py" line="120"/>
        <source>the function {function} is not allowed: it is not on the list of functions a query may use here (SQL aggregates, maths, text, dates, casts, JSON, arrays, window functions and PostGIS ST_ functions)</source>
        <translation>la función {function} no está permitida: no figura en la lista de funciones que una consulta puede usar aquí (agregados SQL, matemáticas, texto, fechas, conversiones de tipo, JSON, arrays, funciones de ventana y funciones ST_ de PostGIS)</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="235"/>
        <source>Could not find the Python interpreter of this QGIS installation (looked near {executable} and in {prefix}). Install the packages listed in the plugin&apos;s requirements.txt with QGIS&apos;s Python manually (OSGeo4W Shell on Windows).</source>
        <translation>No se encontró el intérprete de Python de esta instalación de QGIS (se buscó junto a {executable} y en {prefix}). Instale manualmente, con el Python de QGIS, los paquetes indicados en el requirements.txt del complemento (OSGeo4W Shell en Windows).</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="389"/>
        <source>All dependencies are already installed.</source>
        <translation>Todas las dependencias ya están instaladas.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="409"/>
        <source>Could not prepare the folder {folder}: {reason}. Check its permissions.</source>
        <translation>No se pudo preparar la carpeta {folder}: {reason}. Compruebe sus permisos.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="435"/>
        <source>Installation cancelled.</source>
        <translation>Instalación cancelada.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="464"/>
        <source>Could not start Python ({program}). Install the packages from the plugin&apos;s requirements.txt manually.</source>
        <translation>No se pudo iniciar Python ({program}). Instale manualmente los paquetes del requirements.txt del complemento.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="472"/>
        <source>Installation cancelled. Nothing in QGIS was changed.</source>
        <translation>Instalación cancelada. No se modificó nada en QGIS.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="485"/>
        <source>pip finished, but these are still not usable: {packages}. QGIS&apos;s Python already has an older version that takes precedence; update QGIS or that package with your system&apos;s package manager.</source>
        <translation>pip terminó, pero estos paquetes siguen sin poder usarse: {packages}. El Python de QGIS ya tiene una versión más antigua que tiene prioridad; actualice QGIS o ese paquete con el gestor de paquetes de su sistema.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="491"/>
        <source>pip finished, but a package does not import ({problem}). Restart QGIS and try again; if it persists, report it with the Map Assistant log.</source>
        <translation>pip terminó, pero un paquete no se puede importar ({problem}). Reinicie QGIS e inténtelo de nuevo; si persiste, informe del problema adjuntando el registro de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="494"/>
        <source>Installed {packages}. Restart the chat to use them.</source>
        <translation>Instalado: {packages}. Reinicie el chat para usarlos.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="500"/>
        <source>QGIS&apos;s Python has no pip. On Linux install your distribution&apos;s python3-pip package; on Windows run the OSGeo4W setup and add python3-pip. Then try again.</source>
        <translation>El Python de QGIS no tiene pip. En Linux, instale el paquete python3-pip de su distribución; en Windows, ejecute el instalador de OSGeo4W y añada python3-pip. Después inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="503"/>
        <source>Installing the dependencies failed. Check the internet connection and the proxy (Settings → Options → Network), then try again.

pip said:
{errors}</source>
        <translation>La instalación de las dependencias falló. Compruebe la conexión a Internet y el proxy (Configuración → Opciones → Red) e inténtelo de nuevo.

Salida de pip:
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
        <translation>El sistema de autenticación de QGIS está deshabilitado, así que la clave de API no se puede guardar de forma segura. Compruebe Configuración → Opciones → Autenticación (QGIS necesita su complemento criptográfico de Qt) o defina la variable de entorno ANTHROPIC_API_KEY antes de iniciar QGIS.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="40"/>
        <source>The QGIS authentication database is locked. Enter the master password when QGIS asks for it (Settings → Options → Authentication), then try again.</source>
        <translation>La base de datos de autenticación de QGIS está bloqueada. Introduzca la contraseña maestra cuando QGIS la solicite (Configuración → Opciones → Autenticación) e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="63"/>
        <source>The API key is empty. Paste the key your provider gave you.</source>
        <translation>La clave de API está vacía. Pegue la clave que le dio su proveedor.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="72"/>
        <source>Could not update the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation>No se pudo actualizar la clave de API en la base de datos de autenticación de QGIS. Compruebe la base de datos en Configuración → Opciones → Autenticación e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="82"/>
        <source>Could not save the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation>No se pudo guardar la clave de API en la base de datos de autenticación de QGIS. Compruebe la base de datos en Configuración → Opciones → Autenticación e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="116"/>
        <source>Could not remove the API key from the QGIS authentication database. Remove the entry named 'Map Assistant API key' in Settings → Options → Authentication.</source>
        <translation>No se pudo eliminar la clave de API de la base de datos de autenticación de QGIS. Elimine la entrada llamada 'Map Assistant API key' en Configuración → Opciones → Autenticación.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="31"/>
        <source>{what} took longer than {seconds} s and was stopped. Narrow it down (a smaller area or a stricter filter) or raise the timeout in the settings.</source>
        <translation>{what} tardó más de {seconds} s y se detuvo. Restrínjalo (un área más pequeña o un filtro más estricto) o aumente el tiempo de espera en la configuración.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="36"/>
        <source>The action</source>
        <translation>La acción</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="56"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="202"/>
        <source>The action failed unexpectedly ({reason}). See the Map Assistant log for details.</source>
        <translation>La acción falló inesperadamente ({reason}). Consulte el registro de Map Assistant para más detalles.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="250"/>
        <source>Cancelled: {what} Click the button again to rerun it.</source>
        <translation>Cancelado: {what} Pulse el botón de nuevo para volver a ejecutarlo.</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="89"/>
        <source>{x}: count</source>
        <translation>{x}: recuento</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="91"/>
        <source>{y} by {x}</source>
        <translation>{y} por {x}</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chart.py" line="199"/>
        <source>&apos;{other}&apos; sums the %n smaller categories</source>
        <translation>
            <numerusform>'{other}' agrupa %n categoría menor</numerusform>
            <numerusform>'{other}' agrupa las %n categorías menores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="220"/>
        <source>Could not write {path}</source>
        <translation>No se pudo escribir {path}</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="200"/>
        <source>The assistant&apos;s memory of this chat could not be read ({reason}); it starts afresh, the messages below are kept.</source>
        <translation>No se pudo leer la memoria del asistente para este chat ({reason}); empieza de cero, pero los mensajes de abajo se conservan.</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="224"/>
        <source>Delete the chat “{title}”? This cannot be undone.</source>
        <translation>¿Borrar el chat “{title}”? Esta acción no se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="248"/>
        <source>The chat was exported to {path}.</source>
        <translation>El chat se exportó a {path}.</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="64"/>
        <source>Saved chats of {project}</source>
        <translation>Chats guardados de {project}</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="69"/>
        <source>shown</source>
        <comment>the chat shown in the dock</comment>
        <translation>mostrado</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="13"/>
        <source>unsaved project</source>
        <translation>proyecto sin guardar</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="20"/>
        <source>Map Assistant chat</source>
        <translation>Chat de Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="22"/>
        <source>Project: {project} · started {started} · exported from Map Assistant</source>
        <translation>Proyecto: {project} · iniciado {started} · exportado desde Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="31"/>
        <source>**Action `{action}`** (a button in the chat)</source>
        <translation>**Acción `{action}`** (un botón del chat)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chats/markdown.py" line="39"/>
        <source>Usage over %n turn(s): {input} input, {output} output, {cache_read} cache read, {cache_write} cache write tokens.</source>
        <translation>
            <numerusform>Uso en %n turno: {input} tokens de entrada, {output} de salida, {cache_read} de lectura de caché y {cache_write} de escritura en caché.</numerusform>
            <numerusform>Uso en %n turnos: {input} tokens de entrada, {output} de salida, {cache_read} de lectura de caché y {cache_write} de escritura en caché.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="42"/>
        <source>Estimated cost: ${cost} (from the price table in the settings).</source>
        <translation>Costo estimado: ${cost} (según la tabla de precios de la configuración).</translation>
    </message>
    <message>
        <location filename="../ui/chats/pricing.py" line="70"/>
        <source>Line {number} (&apos;{line}&apos;) should read &apos;family: input, output, cache write, cache read&apos; in US$ per million tokens, e.g. &apos;sonnet: 3, 15, 3.75, 0.30&apos;.</source>
        <translation>La línea {number} ('{line}') debe tener el formato 'familia: entrada, salida, escritura en caché, lectura de caché' en US$ por millón de tokens, p. ej. 'sonnet: 3, 15, 3.75, 0.30'.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="90"/>
        <source>Unexpected error: {reason}</source>
        <translation>Error inesperado: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="184"/>
        <source>{model} · waiting for the answer…</source>
        <translation>{model} · esperando la respuesta…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="283"/>
        <source>{model} · streaming…</source>
        <translation>{model} · recibiendo…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="292"/>
        <source>{model} · summarising earlier messages…</source>
        <translation>{model} · resumiendo los mensajes anteriores…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="296"/>
        <source>{model} · looking up {lookups}…</source>
        <translation>{model} · consultando {lookups}…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="339"/>
        <source>Continue this chat with {server} ({model})</source>
        <translation>Continuar este chat en: {server} ({model})</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="353"/>
        <source>newest {family} model</source>
        <translation>modelo {family} más reciente</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="389"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, saved it as your model and sent your message again. You can choose another in {settings}.</source>
        <translation>El modelo {old} ya no está disponible. Map Assistant cambió a {new}, el modelo {family} más reciente, lo guardó como su modelo y volvió a enviar su mensaje. Puede elegir otro en {settings}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="394"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, and sent your message again. You can choose a model in {settings}.</source>
        <translation>El modelo {old} ya no está disponible. Map Assistant cambió a {new}, el modelo {family} más reciente, y volvió a enviar su mensaje. Puede elegir un modelo en {settings}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="402"/>
        <source>Anthropic will retire the model {model} on {date}.</source>
        <translation>Anthropic retirará el modelo {model} el {date}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="405"/>
        <source>Suggested replacement: {model}.</source>
        <translation>Sustituto sugerido: {model}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="406"/>
        <source>Choose the model in {settings} (leave it empty to always use the newest {family}).</source>
        <translation>Elija el modelo en {settings} (déjelo vacío para usar siempre el {family} más reciente).</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="415"/>
        <source>there is no &apos;{action}&apos; action any more</source>
        <translation>ya no existe la acción '{action}'</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="418"/>
        <source>A saved action could not be rebuilt: {reason}</source>
        <translation>No se pudo reconstruir una acción guardada: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="426"/>
        <source>The model proposed an unknown action &apos;{action}&apos;.</source>
        <translation>El modelo propuso una acción desconocida: '{action}'.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="59"/>
        <source>&lt;binary, %n byte(s)&gt;</source>
        <translation>
            <numerusform>&lt;binario, %n byte&gt;</numerusform>
            <numerusform>&lt;binario, %n bytes&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="255"/>
        <source>Showing {shown} of more than {total} rows</source>
        <translation>Mostrando {shown} de más de {total} filas</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="256"/>
        <source>Showing {shown} of %n row(s)</source>
        <translation>
            <numerusform>Mostrando {shown} de %n fila</numerusform>
            <numerusform>Mostrando {shown} de %n filas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Ask the first time (cloud providers)</source>
        <translation>Preguntar la primera vez (proveedores en la nube)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Never: offer buttons instead</source>
        <translation>Nunca: ofrecer botones en su lugar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="79"/>
        <source>Local or OpenAI-compatible server</source>
        <translation>Servidor local o compatible con OpenAI</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="84"/>
        <source>Custom address</source>
        <translation>Dirección personalizada</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Automatic: detect</source>
        <translation>Automático: detectar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Always: the model calls tools</source>
        <translation>Siempre: el modelo llama a herramientas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Never: actions as JSON in text</source>
        <translation>Nunca: acciones como JSON en el texto</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="527"/>
        <source>The prices were not saved: {reason}</source>
        <translation>Los precios no se guardaron: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="594"/>
        <source>Could not test the connection: {reason}</source>
        <translation>No se pudo probar la conexión: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="643"/>
        <source>{model} (deprecated: retires {date})</source>
        <translation>{model} (obsoleto: se retira el {date})</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="645"/>
        <source>Anthropic retires this model on {date}.</source>
        <translation>Anthropic retirará este modelo el {date}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_page.py" line="652"/>
        <source>%n model(s) available.</source>
        <translation>
            <numerusform>%n modelo disponible.</numerusform>
            <numerusform>%n modelos disponibles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="656"/>
        <source>Could not list models: {reason}</source>
        <translation>No se pudieron listar los modelos: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="14"/>
        <source>${cost} (estimate)</source>
        <translation>${cost} (estimación)</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="21"/>
        <source>Last turn ({model}):</source>
        <translation>Último turno ({model}):</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="23"/>
        <source>Estimated cost: ${cost}</source>
        <translation>Costo estimado: ${cost}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="25"/>
        <source>Time: {seconds} s</source>
        <translation>Tiempo: {seconds} s</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="28"/>
        <source>Lookups: {lookups}</source>
        <translation>Consultas: {lookups}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="36"/>
        <source>{input} in · {output} out · {cache_read} cache read · {cache_write} cache write tokens</source>
        <translation>Tokens: {input} de entrada · {output} de salida · {cache_read} de lectura de caché · {cache_write} de escritura en caché</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="22"/>
        <source>To answer, the assistant wants to look at values in your layers ({lookups}). They would be sent to {server}. Allow sending attribute values? (Names, types and counts are always sent; you can change this in {settings}.)</source>
        <translation>Para responder, el asistente quiere consultar valores de sus capas ({lookups}). {server} recibiría esos valores. ¿Permitir el envío de valores de atributos? (Los nombres, tipos y recuentos se envían siempre; puede cambiarlo en {settings}.)</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="93"/>
        <source>Finding the features of '{layer}'…</source>
        <translation>Buscando los objetos espaciales de '{layer}'…</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="40"/>
        <source>Reachable</source>
        <comment>connection test: the server answered</comment>
        <translation>Accesible</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="41"/>
        <source>key accepted</source>
        <comment>connection test: the API key</comment>
        <translation>clave aceptada</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="163"/>
        <source>yes</source>
        <comment>value of a yes/no parameter</comment>
        <translation>sí</translation>
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
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Open</source>
        <comment>button: open the saved chat chosen in the list</comment>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete</source>
        <comment>button: delete the saved chat chosen in the list</comment>
        <translation>Borrar</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="27"/>
        <source>You</source>
        <comment>heading of the user&apos;s messages in an exported chat</comment>
        <translation>Usted</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="299"/>
        <source>Zoom to</source>
        <comment>button: zoom the map to the result&apos;s rows</comment>
        <translation>Zoom a</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="310"/>
        <source>Chart</source>
        <comment>button: show the result as a chart</comment>
        <translation>Gráfico</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="258"/>
        <source>Log</source>
        <comment>settings row: the Map Assistant log</comment>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="328"/>
        <source>Map Assistant needs Python {needed} or newer, and this QGIS runs Python {running}: {packages} (the clients that talk to the language model) do not install on it. Update QGIS to a release with Python {needed} or newer (on Windows, the current long-term release ships Python 3.12); nothing was installed.</source>
        <translation>Map Assistant necesita Python {needed} o posterior, y este QGIS usa Python {running}: {packages} (los clientes que se comunican con el modelo de lenguaje) no se pueden instalar en él. Actualice QGIS a una versión con Python {needed} o posterior (en Windows, la versión de soporte extendido actual incluye Python 3.12); no se instaló nada.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="120"/>
        <source>They are installed but do not import ({reason}). Install them again; if that does not help, restart QGIS.</source>
        <translation>Están instalados, pero no se pueden importar ({reason}). Vuelva a instalarlos; si no se soluciona, reinicie QGIS.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="222"/>
        <source>Still missing after pip ran: {packages}</source>
        <translation>Siguen faltando después de ejecutar pip: {packages}</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="231"/>
        <source>Map Assistant needs Python packages that QGIS does not ship. Install copies them into {folder} with QGIS's own Python; nothing QGIS already has (numpy, GDAL…) is upgraded or replaced.</source>
        <translation>Map Assistant necesita paquetes de Python que QGIS no incluye. El botón Instalar los copia en {folder} con el propio Python de QGIS; no se actualiza ni se reemplaza nada de lo que QGIS ya tiene (numpy, GDAL…).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="383"/>
        <source>The assistant repeated the same unusable answer, so it was not asked again ({problem}).</source>
        <translation>El asistente repitió la misma respuesta inutilizable, así que no se le volvió a preguntar ({problem}).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="262"/>
        <source>What the lookups found: {found}</source>
        <translation>Lo que encontraron las consultas: {found}</translation>
    </message>
    <message>
        <location filename="../services/checks/value_mend.py" line="81"/>
        <source>Column {column} was replaced by {field}, which holds &apos;{text}&apos;.</source>
        <translation>La columna {column} se sustituyó por {field}, que contiene '{text}'.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="347"/>
        <source>Re-test</source>
        <translation>Volver a probar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="348"/>
        <source>Forget what this model has shown: its next request offers tools again</source>
        <translation>Olvidar lo que este modelo ha demostrado: su próxima petición vuelve a ofrecer herramientas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="605"/>
        <source>Could not read the tool calling state</source>
        <translation>No se pudo leer el estado de la llamada a herramientas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="613"/>
        <source>Could not forget the tool calling state</source>
        <translation>No se pudo olvidar el estado de la llamada a herramientas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="730"/>
        <source>Tool calling: native</source>
        <translation>Llamada a herramientas: nativa</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="732"/>
        <source>Tool calling: JSON in text</source>
        <translation>Llamada a herramientas: JSON en el texto</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="733"/>
        <source>Tool calling: not yet known</source>
        <translation>Llamada a herramientas: aún no se sabe</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="232"/>
        <source>there is no colour ramp named &apos;{ramp}&apos; (ramps: {ramps})</source>
        <translation>no hay ninguna rampa de color llamada '{ramp}' (rampas: {ramps})</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="245"/>
        <source>field &apos;{field}&apos; of &apos;{layer}&apos; is not numeric, so it cannot be graduated (numeric fields: {fields}); use renderer &apos;categorized&apos;, or an expression that gives numbers</source>
        <translation>el campo '{field}' de '{layer}' no es numérico, así que no se puede graduar (campos numéricos: {fields}); use el renderizador 'categorized' o una expresión que dé números</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="245"/>
        <source>none</source>
        <comment>no field</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="276"/>
        <source>Style &apos;{layer}&apos;: {what}</source>
        <translation>Estilo de '{layer}': {what}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="293"/>
        <source>&apos;{layer}&apos; has no field &apos;{field}&apos; (fields: {fields})</source>
        <translation>'{layer}' no tiene el campo '{field}' (campos: {fields})</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="306"/>
        <source>one colour {color}</source>
        <translation>un solo color {color}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="308"/>
        <source>colour by {source}</source>
        <translation>color según {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="310"/>
        <source>{classes} {method} classes of {source}</source>
        <translation>{classes} clases ({method}) de {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="313"/>
        <source>labels from {source}</source>
        <translation>etiquetas de {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="315"/>
        <source>no labels</source>
        <translation>sin etiquetas</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="317"/>
        <source>show</source>
        <translation>mostrar</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="317"/>
        <source>hide</source>
        <translation>ocultar</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="319"/>
        <source>opacity {percent}%</source>
        <translation>opacidad {percent} %</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="326"/>
        <source>Colour ramp {ramp}. Undo restores the previous style.</source>
        <translation>Rampa de color {ramp}. Deshacer restaura el estilo anterior.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="327"/>
        <source>Undo restores the previous style.</source>
        <translation>Deshacer restaura el estilo anterior.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="349"/>
        <source>Reading the values of '{layer}'…</source>
        <translation>Leyendo los valores de '{layer}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="385"/>
        <source>More than {limit} different values: too many categories for a map. Use a graduated renderer or an expression with fewer values.</source>
        <translation>Más de {limit} valores distintos: demasiadas categorías para un mapa. Use un renderizador graduado o una expresión con menos valores.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="416"/>
        <source>The layer was removed in the meantime; nothing was changed.</source>
        <translation>La capa se eliminó entretanto; no se cambió nada.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="440"/>
        <source>Styled &apos;{layer}&apos;: {what}.</source>
        <translation>Estilo de '{layer}' cambiado: {what}.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="463"/>
        <source>&apos;{source}&apos; gives no numbers in &apos;{layer}&apos;, so it cannot be graduated.</source>
        <translation>'{source}' no da números en '{layer}', así que no se puede graduar.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="78"/>
        <source>Could not stop the built-in model</source>
        <translation>No se pudo detener el modelo integrado</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="138"/>
        <source>The built-in model could not start</source>
        <translation>No se pudo iniciar el modelo integrado</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="84"/>
        <source>Built-in local model</source>
        <translation>Modelo local integrado</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="35"/>
        <source>unknown</source>
        <comment>memory not known</comment>
        <translation>desconocida</translation>
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
        <translation>Modelo integrado: {model} en ejecución, {memory} en memoria</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="114"/>
        <source>Built-in model: starting {model}…</source>
        <translation>Modelo integrado: iniciando {model}…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="124"/>
        <source>Built-in model: starting the download…</source>
        <translation>Modelo integrado: iniciando la descarga…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="125"/>
        <source>Built-in model: {step} · {done} of {total}</source>
        <translation>Modelo integrado: {step} · {done} de {total}</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="130"/>
        <source>{model} and llama.cpp&apos;s server, about {size} from the Python package index, into {folder}. It runs on this computer, needs no key and sends nothing out; it holds about {memory} of memory while QGIS runs.</source>
        <translation>{model} y el servidor de llama.cpp, unos {size} desde el índice de paquetes de Python, en {folder}. Se ejecuta en este equipo, no necesita clave y no envía nada fuera; ocupa unos {memory} de memoria mientras QGIS está abierto.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="117"/>
        <source>The built-in model needs about {needed} of free disk space in {folder} while it downloads, and {free} is free. Free some space, then click Download again.</source>
        <translation>El modelo integrado necesita unos {needed} de espacio libre en disco en {folder} durante la descarga, y hay {free} libres. Libere espacio y vuelva a hacer clic en Descargar.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="261"/>
        <source>The built-in model is ready.</source>
        <translation>El modelo integrado está listo.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="162"/>
        <source>Downloading {package} ({done} of {total})</source>
        <translation>Descargando {package} ({done} de {total})</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="190"/>
        <source>Could not start Python ({program}) to run pip.</source>
        <translation>No se pudo iniciar Python ({program}) para ejecutar pip.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="211"/>
        <source>Installing llama.cpp&apos;s server</source>
        <translation>Instalando el servidor de llama.cpp</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="226"/>
        <source>Downloading the built-in model failed. Check the internet connection and the proxy (Settings → Options → Network), then click Download again.

pip said:
{errors}</source>
        <translation>La descarga del modelo integrado falló. Compruebe la conexión a internet y el proxy (Configuración → Opciones → Red) y vuelva a hacer clic en Descargar.

Salida de pip:
{errors}</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="247"/>
        <source>Joining the model and checking its checksum…</source>
        <translation>Uniendo el modelo y comprobando su suma de verificación…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="255"/>
        <source>The downloaded model does not match its checksum, so it was removed. Click Download to fetch it again; if this happens again, the package index serves a damaged copy: report it with the Map Assistant log.</source>
        <translation>El modelo descargado no coincide con su suma de verificación, así que se eliminó. Haga clic en Descargar para obtenerlo de nuevo; si vuelve a ocurrir, el índice de paquetes sirve una copia dañada: infórmelo con el registro de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="265"/>
        <source>Could not join the model ({reason}). Check the free disk space in {folder}, then click Download again.</source>
        <translation>No se pudo unir el modelo ({reason}). Compruebe el espacio libre en disco en {folder} y vuelva a hacer clic en Descargar.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="286"/>
        <source>Download cancelled: nothing was kept.</source>
        <translation>Descarga cancelada: no se conservó nada.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="81"/>
        <source>The built-in model is not downloaded yet.</source>
        <translation>El modelo integrado aún no está descargado.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="115"/>
        <source>The built-in model&apos;s server did not become ready in 5 minutes. See {log}.</source>
        <translation>El servidor del modelo integrado no estuvo listo en 5 minutos. Consulte {log}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="165"/>
        <source>The built-in model&apos;s server stopped (exit code {code}). See {log}.</source>
        <translation>El servidor del modelo integrado se detuvo (código de salida {code}). Consulte {log}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="172"/>
        <source>Could not start Python ({program}) for the built-in model.</source>
        <translation>No se pudo iniciar Python ({program}) para el modelo integrado.</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="44"/>
        <source>The built-in local model is chosen but not downloaded (free, {size} download)</source>
        <translation>El modelo local integrado está elegido pero no descargado (gratuito, descarga de {size})</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="679"/>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="58"/>
        <source>No API key: use the built-in local model (free, {size} download)</source>
        <translation>Sin clave de API: use el modelo local integrado (gratuito, descarga de {size})</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="58"/>
        <source>Download and use</source>
        <translation>Descargar y usar</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="63"/>
        <source>No API key: use the built-in local model (free, downloaded)</source>
        <translation>Sin clave de API: use el modelo local integrado (gratuito, descargado)</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="63"/>
        <source>Use it</source>
        <translation>Usarlo</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="68"/>
        <source>Could not switch to the built-in model</source>
        <translation>No se pudo cambiar al modelo integrado</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="89"/>
        <source>The built-in model was not downloaded.</source>
        <translation>El modelo integrado no se descargó.</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="89"/>
        <source>Download again</source>
        <translation>Descargar de nuevo</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="240"/>
        <source>Options…</source>
        <translation>Opciones…</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="241"/>
        <source>Choose a provider: a key, a local server or the built-in model</source>
        <translation>Elija un proveedor: una clave, un servidor local o el modelo integrado</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="446"/>
        <source>Set by the built-in model when it runs</source>
        <translation>Lo fija el modelo integrado cuando se ejecuta</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="537"/>
        <source>The built-in model&apos;s server could not be started or stopped</source>
        <translation>No se pudo iniciar o detener el servidor del modelo integrado</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="712"/>
        <source>Not available here.</source>
        <translation>No disponible aquí.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="722"/>
        <source>Not downloaded. Nothing is fetched until you click Download.</source>
        <translation>No descargado. No se obtiene nada hasta que haga clic en Descargar.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="724"/>
        <source>Downloaded. Its server starts when you apply these settings.</source>
        <translation>Descargado. Su servidor se inicia al aplicar esta configuración.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="85"/>
        <source>&apos;{path}&apos; is not a full path: give a folder that exists, e.g. {home}, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>'{path}' no es una ruta completa: indique una carpeta que exista, p. ej. {home}, u omita 'path' para que el usuario elija el archivo</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="91"/>
        <source>the file name &apos;{name}&apos; does not end in .{format}: use the format&apos;s extension, or a folder</source>
        <translation>el nombre de archivo '{name}' no termina en .{format}: use la extensión del formato, o una carpeta</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="95"/>
        <source>the folder &apos;{folder}&apos; does not exist: give a folder that exists, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>la carpeta '{folder}' no existe: indique una carpeta que exista, u omita 'path' para que el usuario elija el archivo</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="98"/>
        <source>the folder &apos;{folder}&apos; cannot be written: give another folder, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>no se puede escribir en la carpeta '{folder}': indique otra carpeta, u omita 'path' para que el usuario elija el archivo</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="130"/>
        <source>Could not find a free file name for &apos;{name}&apos; in &apos;{folder}&apos;.</source>
        <translation>No se encontró un nombre de archivo libre para '{name}' en '{folder}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="149"/>
        <source>Export &apos;{title}&apos; as {format}</source>
        <translation>Exportar '{title}' como {format}</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="151"/>
        <source>Print layout with legend, scale bar and north arrow, {dpi} dpi, into {folder}</source>
        <translation>Diseño de impresión con leyenda, barra de escala y flecha de norte, {dpi} ppp, en {folder}</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="154"/>
        <source>Print layout with legend, scale bar and north arrow, {dpi} dpi; you pick the file</source>
        <translation>Diseño de impresión con leyenda, barra de escala y flecha de norte, {dpi} ppp; usted elige el archivo</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="176"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="177"/>
        <source>Export the map</source>
        <translation>Exportar el mapa</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="202"/>
        <source>Exporting '{title}'…</source>
        <translation>Exportando '{title}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="262"/>
        <source>Could not write &apos;{path}&apos;. Check that the folder can be written and has space.</source>
        <translation>No se pudo escribir '{path}'. Compruebe que se puede escribir en la carpeta y que hay espacio.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="329"/>
        <source>Exported &apos;{title}&apos; to {path}.</source>
        <translation>'{title}' exportado a {path}.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="333"/>
        <source>Exported &apos;{title}&apos; to {path}, and added the layout &apos;{layout}&apos; to the project&apos;s layouts.</source>
        <translation>'{title}' exportado a {path}, y el diseño '{layout}' añadido a los diseños del proyecto.</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="58"/>
        <source>Could not open {path}: no application is set up for it.</source>
        <translation>No se pudo abrir {path}: no hay ninguna aplicación configurada para ello.</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="180"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="180"/>
        <source>Show in folder</source>
        <translation>Mostrar en la carpeta</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="92"/>
        <source>A picture of the map sent to the model ({width} × {height} pixels)</source>
        <translation>Una imagen del mapa enviada al modelo ({width} × {height} píxeles)</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="51"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}.</source>
        <translation>Map Assistant necesita paquetes de Python que QGIS no incluye: {names}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="479"/>
        <source>Installed {packages}.</source>
        <translation>Instalado {packages}.</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="212"/>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="214"/>
        <source>Let other AI assistants (MCP clients such as Claude Desktop) read this map and propose buttons here; nothing runs until you click</source>
        <translation>Permitir que otros asistentes de IA (clientes MCP como Claude Desktop) lean este mapa y propongan botones aquí; nada se ejecuta hasta que haga clic</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="276"/>
        <source>Stop the MCP server: connected clients are disconnected</source>
        <translation>Detener el servidor MCP: los clientes conectados se desconectan</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="64"/>
        <source>The MCP server could not start: {reason}</source>
        <translation>El servidor MCP no pudo iniciarse: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="101"/>
        <source>Install the MCP bridge (the mcp package from PyPI, for MCP clients; QGIS does not load it)</source>
        <translation>Instalar el puente MCP (el paquete mcp de PyPI, para clientes MCP; QGIS no lo carga)</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="127"/>
        <source>MCP server on · {clients} connected</source>
        <translation>Servidor MCP activo · {clients} conectado</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="129"/>
        <source>MCP server on · the bridge for MCP clients is not installed yet</source>
        <translation>Servidor MCP activo · el puente para clientes MCP aún no está instalado</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="131"/>
        <source>MCP server on · no client connected</source>
        <translation>Servidor MCP activo · ningún cliente conectado</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="149"/>
        <source>Proposed by {client} (MCP). Nothing runs until you click.</source>
        <translation>Propuesto por {client} (MCP). Nada se ejecuta hasta que haga clic.</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="147"/>
        <source>Dismiss</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="152"/>
        <source>Tell {client} you will not run this action</source>
        <translation>Decir a {client} que no ejecutará esta acción</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="177"/>
        <source>Dismissed</source>
        <translation>Descartada</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="309"/>
        <source>Serve this map to MCP clients (read-only; their actions wait for your click)</source>
        <translation>Servir este mapa a clientes MCP (solo lectura; sus acciones esperan su clic)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="311"/>
        <source>Other AI assistants (Claude Desktop, Claude Code...) can read the map through Map Assistant&apos;s lookups and propose buttons in the dock.</source>
        <translation>Otros asistentes de IA (Claude Desktop, Claude Code...) pueden leer el mapa mediante las consultas de Map Assistant y proponer botones en el panel.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="313"/>
        <source>MCP server</source>
        <translation>Servidor MCP</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="317"/>
        <source>Paste this into your MCP client&apos;s configuration (for Claude Desktop: claude_desktop_config.json). It holds no secret.</source>
        <translation>Pegue esto en la configuración de su cliente MCP (para Claude Desktop: claude_desktop_config.json). No contiene ningún secreto.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="319"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="324"/>
        <source>MCP client configuration</source>
        <translation>Configuración del cliente MCP</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="540"/>
        <source>The MCP server could not be started or stopped</source>
        <translation>El servidor MCP no pudo iniciarse ni detenerse</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="354"/>
        <source>Zoom to {place} (&apos;{layer}&apos;)</source>
        <translation>Zoom a {place} ('{layer}')</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="324"/>
        <source>{model} · reading the prompt: {percent} %…</source>
        <translation>{model} · leyendo el prompt: {percent} %…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Automatic: short for a small model</source>
        <translation>Automático: corto para un modelo pequeño</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Short</source>
        <translation>Corto</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Full</source>
        <translation>Completo</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="359"/>
        <source>A small model (under 4 billion parameters, as the server says) is sent a short prompt that grows with what the chat needs: on a computer without a graphics card its first answer takes seconds instead of minutes.</source>
        <translation>Un modelo pequeño (menos de 4 mil millones de parámetros, según el servidor) recibe un prompt corto que crece con lo que necesita el chat: en un ordenador sin tarjeta gráfica su primera respuesta tarda segundos en lugar de minutos.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="362"/>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="414"/>
        <source>The assistant described the steps instead of proposing a button; asking it for the button.</source>
        <translation>El asistente describió los pasos en lugar de proponer un botón; se le pide el botón.</translation>
    </message>
    <message>
        <location filename="../agent/words/words_wanted.py" line="64"/>
        <source>I read this map&apos;s layers and answer questions about them: I count, list and find features, summarise a field&apos;s values and run read-only SQL queries. I also prepare actions that you apply with one click: zoom to a place, a layer or the selection, select features, style or label a layer, export the map as PDF or PNG, and run a Processing algorithm. I never change your data. Ask, for example: &quot;How many features are in the current view?&quot; or &quot;Zoom to the selection.&quot;</source>
        <translation>Leo las capas de este mapa y respondo preguntas sobre ellas: cuento, listo y busco entidades, resumo los valores de un campo y ejecuto consultas SQL de solo lectura. También preparo acciones que aplicas con un clic: hacer zoom a un lugar, a una capa o a la selección, seleccionar entidades, dar estilo o etiquetas a una capa, exportar el mapa como PDF o PNG y ejecutar un algoritmo de Processing. Nunca cambio tus datos. Pregunta, por ejemplo: «¿Cuántas entidades hay en la vista actual?» o «Haz zoom a la selección.»</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="235"/>
        <source>Asked to answer in words, the assistant proposed a button again; it is not shown.</source>
        <translation>Se pidió al asistente que respondiera con palabras y volvió a proponer un botón; no se muestra.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="155"/>
        <source>{parameter} names a file by its path, and the chat never reads or writes files by name: leave it out and use the project&apos;s layers.</source>
        <translation>{parameter} nombra un archivo por su ruta, y el chat nunca lee ni escribe archivos por su nombre: omítalo y use las capas del proyecto.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="159"/>
        <source>{parameter} is free text that GDAL&apos;s command line takes as written (it could read or overwrite any file), so the chat never sets it: leave it out and QGIS uses its default.</source>
        <translation>{parameter} es texto libre que la línea de comandos de GDAL toma tal cual (podría leer o sobrescribir cualquier archivo), así que el chat nunca lo fija: omítalo y QGIS usa su valor predeterminado.</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="276"/>
        <source>SQLite reads this query differently from the query check ({reason}); write one plain SELECT</source>
        <translation>SQLite lee esta consulta de otra forma que la comprobación de consultas ({reason}); escriba un SELECT simple</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="226"/>
        <source>the query holds {variable}, a parameter or variable: write the value itself into the query (SQLite and the query check could read it differently)</source>
        <translation>la consulta contiene {variable}, un parámetro o una variable: escriba el valor mismo en la consulta (SQLite y la comprobación de consultas podrían leerla de otra forma)</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="260"/>
        <source>Could not close the chat cleanly</source>
        <translation>No se pudo cerrar el chat limpiamente</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="111"/>
        <source>{layers} in degrees: measured on the ellipsoid, in m² and m.</source>
        <translation>{layers} en grados: medido sobre el elipsoide, en m² y m.</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="306"/>
        <source>layer '{layer}' is in degrees ({crs}) and its CRS cannot be handed to the database, so its areas cannot be measured in m² in SQL; say so, or measure another way</source>
        <translation>la capa '{layer}' está en grados ({crs}) y su SRC no se puede pasar a la base de datos, así que sus áreas no se pueden medir en m² en SQL; dígalo, o mida de otra forma</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="162"/>
        <source>the column &apos;{name}&apos; would hold a measure in {unit} divided by {scale}, which is not the unit its name says: the measure is in {unit}; divide it by {named} for that unit, or name the column for what it holds</source>
        <translation>la columna '{name}' contendría una medida en {unit} dividida entre {scale}, que no es la unidad que dice su nombre: la medida está en {unit}; divídela entre {named} para esa unidad, o nombra la columna según lo que contiene</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="47"/>
        <source>Removed no feature from the selection in &apos;{layer}&apos;: {reason}.</source>
        <translation>No se quitó ningún objeto de la selección en '{layer}': {reason}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="50"/>
        <source>Added no feature to the selection in &apos;{layer}&apos;: {reason}.</source>
        <translation>No se añadió ningún objeto a la selección en '{layer}': {reason}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="52"/>
        <source>Selected 0 features in &apos;{layer}&apos;: {reason}.</source>
        <translation>0 objetos seleccionados en '{layer}': {reason}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/checks/after_click.py" line="54"/>
        <source>Selected 0 features in &apos;{layer}&apos;: %n feature(s) matched, but none is selected now.</source>
        <translation>
            <numerusform>0 objetos seleccionados en '{layer}': coincidió %n objeto, pero ninguno está seleccionado ahora.</numerusform>
            <numerusform>0 objetos seleccionados en '{layer}': coincidieron %n objetos, pero ninguno está seleccionado ahora.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="62"/>
        <source>the query matched no rows</source>
        <translation>la consulta no devolvió ninguna fila</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="63"/>
        <source>nothing matched {expression}</source>
        <translation>nada cumplió {expression}</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="78"/>
        <source>The view does not contain all the zoom was for: {done}</source>
        <translation>La vista no contiene todo aquello a lo que se quería hacer zoom: {done}</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="99"/>
        <source>The style was not applied to &apos;{layer}&apos;: its renderer is {found}, not {promised}.</source>
        <translation>El estilo no se aplicó a '{layer}': su renderizador es {found}, no {promised}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="102"/>
        <source>The style of &apos;{layer}&apos; draws nothing: its renderer has no classes.</source>
        <translation>El estilo de '{layer}' no dibuja nada: su renderizador no tiene clases.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="113"/>
        <source>The output &apos;{layer}&apos; has no features.</source>
        <translation>La salida '{layer}' no tiene objetos.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/checks/after_click.py" line="131"/>
        <source>Every geometry of the output &apos;{layer}&apos; is invalid (%n feature(s)).</source>
        <translation>
            <numerusform>Todas las geometrías de la salida '{layer}' son inválidas (%n objeto).</numerusform>
            <numerusform>Todas las geometrías de la salida '{layer}' son inválidas (%n objetos).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="141"/>
        <source>The export did not write {path}: the file is missing.</source>
        <translation>La exportación no escribió {path}: el archivo no existe.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="143"/>
        <source>The export did not write {path}: the file is empty.</source>
        <translation>La exportación no escribió {path}: el archivo está vacío.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="143"/>
        <source>no feature has the keys of these rows</source>
        <translation>ningún objeto tiene las claves de estas filas</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="72"/>
        <source>{parameter}: unknown unit &apos;{unit}&apos; (units: {units}).</source>
        <translation>{parameter}: unidad desconocida '{unit}' (unidades: {units}).</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="103"/>
        <source>{parameter}: &apos;{layer}&apos; is in {crs}, whose units are degrees, so a bare number would be degrees. Give the distance with its unit, e.g. &quot;500 m&quot; or &quot;2 km&quot; (measured on the ground), or &quot;0.5 deg&quot; if you mean degrees.</source>
        <translation>{parameter}: '{layer}' está en {crs}, cuyas unidades son grados, así que un número sin unidad serían grados. Indique la distancia con su unidad, p. ej. &quot;500 m&quot; o &quot;2 km&quot; (medida sobre el terreno), o &quot;0.5 deg&quot; si se refiere a grados.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="108"/>
        <source>{parameter}: &apos;{layer}&apos; is in {crs}, a projected CRS: give the distance in m, km, mi or ft, not degrees.</source>
        <translation>{parameter}: '{layer}' está en {crs}, un SRC proyectado: indique la distancia en m, km, mi o ft, no en grados.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="78"/>
        <source>Distances on the ground on two layers at once cannot run in one projected CRS; give the distances in one layer&apos;s units.</source>
        <translation>Las distancias sobre el terreno en dos capas a la vez no pueden calcularse en un solo SRC proyectado; indique las distancias en las unidades de una capa.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="129"/>
        <source>The units of {crs}, the CRS of &apos;{layer}&apos;, are unknown, so a distance cannot be converted to them.</source>
        <translation>Las unidades de {crs}, el SRC de '{layer}', son desconocidas, así que no se puede convertir una distancia a ellas.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="141"/>
        <source>{parameter} has a unit, but no vector layer says what it is measured on.</source>
        <translation>{parameter} tiene una unidad, pero ninguna capa vectorial indica sobre qué se mide.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="155"/>
        <source>The features of &apos;{layer}&apos; spread too wide for one projected CRS to keep distances true on the ground (off by up to {error} %). Select fewer features, or features closer together, and click again.</source>
        <translation>Los objetos de '{layer}' están demasiado dispersos para que un solo SRC proyectado mantenga exactas las distancias sobre el terreno (hasta un {error} % de error). Seleccione menos objetos, o más cercanos entre sí, y vuelva a hacer clic.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="190"/>
        <source>The distances were measured on the ground in {crs}; the result is back in {layer_crs}.</source>
        <translation>Las distancias se midieron sobre el terreno en {crs}; el resultado vuelve a estar en {layer_crs}.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="206"/>
        <source>The intermediate layer {layer} was lost before the next step.</source>
        <translation>La capa intermedia {layer} se perdió antes del siguiente paso.</translation>
    </message>
    <message>
        <location filename="../ui/local_model_status.py" line="30"/>
        <source>Local model ready · no key needed · {memory} in memory</source>
        <translation>Modelo local listo · no necesita clave · {memory} en memoria</translation>
    </message>
    <message>
        <location filename="../ui/local_model_status.py" line="31"/>
        <source>Local model ready · no key needed · model {size} on disk</source>
        <translation>Modelo local listo · no necesita clave · modelo de {size} en disco</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="84"/>
        <source>Give every distance on &apos;{layer}&apos; in m, km, mi or ft when one of them is measured on the ground: degrees cannot run with them.</source>
        <translation>Da cada distancia sobre '{layer}' en m, km, mi o ft cuando una de ellas se mide sobre el terreno: los grados no pueden ejecutarse con ellas.</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="114"/>
        <source>Layers in different CRSs: {moved}.</source>
        <translation>Capas en SRC distintos: {moved}.</translation>
    </message>
    <message>
        <location filename="../services/checks/one_crs.py" line="57"/>
        <source>{layer} ({crs}) brought into {target}</source>
        <translation>{layer} ({crs}) llevada a {target}</translation>
    </message>
    <message>
        <location filename="../services/checks/one_crs.py" line="96"/>
        <source>layer &apos;{layer}&apos; is in {crs}, which the database cannot be told, and the query holds it against a layer in another CRS: their coordinates do not compare; say so, or reproject one layer first</source>
        <translation>la capa '{layer}' está en {crs}, que no se puede indicar a la base de datos, y la consulta la compara con una capa en otro SRC: sus coordenadas no son comparables; dígalo, o reproyecte antes una capa</translation>
    </message>
    <message>
        <location filename="../services/suggestions/broken_layer.py" line="40"/>
        <source>{layer} could not be loaded: its file {path} is missing. Point it to the file where it is now?</source>
        <translation>No se pudo cargar {layer}: falta su archivo {path}. ¿Apuntarla al archivo donde está ahora?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/broken_layer.py" line="43"/>
        <source>{layer} could not be loaded: its data source does not answer. Check its source?</source>
        <translation>No se pudo cargar {layer}: su fuente de datos no responde. ¿Revisar su fuente?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="97"/>
        <source>{layer} ({crs}) and {other} ({target}) are in different CRSs: spatial SQL between them compares coordinates of two systems, and measures come in each layer&apos;s own units. Reproject {layer} to {target}?</source>
        <translation>{layer} ({crs}) y {other} ({target}) están en SRC distintos: el SQL espacial entre ellas compara coordenadas de dos sistemas, y las medidas salen en las unidades de cada capa. ¿Reproyectar {layer} a {target}?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="100"/>
        <source>Reproject to {target}</source>
        <translation>Reproyectar a {target}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="100"/>
        <source>Runs native:reprojectlayer into a new temporary layer; {layer} stays as it is</source>
        <translation>Ejecuta native:reprojectlayer en una nueva capa temporal; {layer} queda como está</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="108"/>
        <source>{layer} has no CRS: spatial SQL and measures cannot tell where its coordinates are. Set it in the layer&apos;s properties?</source>
        <translation>{layer} no tiene SRC: el SQL espacial y las medidas no pueden saber dónde están sus coordenadas. ¿Definirlo en las propiedades de la capa?</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/invalid_geometries.py" line="62"/>
        <source>{layer} has %n feature(s) with an invalid geometry. Make a fixed copy?</source>
        <translation>
            <numerusform>{layer} tiene %n entidad con una geometría no válida. ¿Crear una copia corregida?</numerusform>
            <numerusform>{layer} tiene %n entidades con una geometría no válida. ¿Crear una copia corregida?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="64"/>
        <source>(checked {checked} of {total})</source>
        <translation>(revisadas {checked} de {total})</translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="65"/>
        <source>Make a fixed copy</source>
        <translation>Crear una copia corregida</translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="65"/>
        <source>Runs native:fixgeometries into a new temporary layer; {layer} stays as it is</source>
        <translation>Ejecuta native:fixgeometries en una nueva capa temporal; {layer} queda como está</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/large_selection.py" line="30"/>
        <source>%Ln feature(s) selected in {layer}. Summarise them?</source>
        <translation>
            <numerusform>%Ln entidad seleccionada en {layer}. ¿Resumirla?</numerusform>
            <numerusform>%Ln entidades seleccionadas en {layer}. ¿Resumirlas?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/large_selection.py" line="31"/>
        <source>Summarise the %Ln selected feature(s) of {layer}.</source>
        <translation>
            <numerusform>Resume la %Ln entidad seleccionada de {layer}.</numerusform>
            <numerusform>Resume las %Ln entidades seleccionadas de {layer}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/large_selection.py" line="32"/>
        <source>Summarise them</source>
        <translation>Resumirlas</translation>
    </message>
    <message>
        <location filename="../services/suggestions/large_selection.py" line="32"/>
        <source>Sends this to the assistant as your message: {question}</source>
        <translation>Envía esto al asistente como su mensaje: {question}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/measuring_in_degrees.py" line="36"/>
        <source>{layer} is in {crs}, whose units are degrees. The assistant measures its areas, lengths and distances on the ellipsoid ({ellipsoid}), in m² and m, never in degrees.</source>
        <translation>{layer} está en {crs}, cuyas unidades son grados. El asistente mide sus áreas, longitudes y distancias sobre el elipsoide ({ellipsoid}), en m² y m, nunca en grados.</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="14"/>
        <source>Layer properties</source>
        <translation>Propiedades de la capa</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="18"/>
        <source>Data source manager</source>
        <translation>Administrador de fuentes de datos</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="58"/>
        <source>{output} was made from {layer}, which has changed since. Make it again?</source>
        <translation>{output} se hizo a partir de {layer}, que ha cambiado desde entonces. ¿Hacerlo de nuevo?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="60"/>
        <source>Make it again</source>
        <translation>Hacerlo de nuevo</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="60"/>
        <source>The same click again, on {layer} as it is now; {output} stays</source>
        <translation>El mismo clic otra vez, sobre {layer} tal como está ahora; {output} se queda</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="50"/>
        <source>Which {layer} has the highest {field}?</source>
        <translation>¿Qué elemento de {layer} tiene el mayor {field}?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="52"/>
        <source>Which {layer} is the largest?</source>
        <translation>¿Qué elemento de {layer} es el más grande?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="54"/>
        <source>Which {layer} is the longest?</source>
        <translation>¿Qué elemento de {layer} es el más largo?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="62"/>
        <source>How many {layer} are in view?</source>
        <translation>¿Cuántos elementos de {layer} hay a la vista?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="65"/>
        <source>Colour {layer} by {field}</source>
        <translation>Colorear {layer} por {field}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="93"/>
        <source>Ask about this map:</source>
        <translation>Pregunte sobre este mapa:</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Starter questions in an empty chat</source>
        <translation>Preguntas para empezar en un chat vacío</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Invalid geometries in a layer added or saved</source>
        <translation>Geometrías no válidas en una capa añadida o guardada</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A result made from a layer that changed since</source>
        <translation>Un resultado hecho a partir de una capa que cambió después</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Layers in view with different CRSs, or none</source>
        <translation>Capas a la vista con SRC distintos, o sin SRC</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A measure asked of a layer in degrees</source>
        <translation>Una medida pedida de una capa en grados</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A layer that could not be loaded when a project opens</source>
        <translation>Una capa que no se pudo cargar al abrir un proyecto</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A large selection made by hand</source>
        <translation>Una selección grande hecha a mano</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="163"/>
        <source>Suggestions</source>
        <translation>Sugerencias</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_card.py" line="35"/>
        <source>Dismiss: no more suggestions of this kind in this project</source>
        <translation>Descartar: no más sugerencias de este tipo en este proyecto</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="24"/>
        <source>Offer suggestions from the map&apos;s own state (checked on this computer, nothing is sent until you click)</source>
        <translation>Ofrecer sugerencias a partir del estado del mapa (se comprueba en este equipo, no se envía nada hasta que haga clic)</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="33"/>
        <source>Suggest</source>
        <translation>Sugerir</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="36"/>
        <source>At most per hour</source>
        <translation>Como máximo por hora</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="37"/>
        <source>Quiet hours</source>
        <translation>Horas de silencio</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="49"/>
        <source>No suggestions</source>
        <translation>Sin sugerencias</translation>
    </message>
    <message>
        <location filename="../ui/suggestions_panel.py" line="44"/>
        <source>A proactive suggestion failed</source>
        <translation>Falló una sugerencia</translation>
    </message>
    <message>
        <location filename="../ui/suggestions_panel.py" line="190"/>
        <source>Map Assistant: looking for suggestions</source>
        <translation>Map Assistant: buscando sugerencias</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="138"/>
        <source>there is no basemap named &apos;{name}&apos; in QGIS&apos;s XYZ connections (basemaps: {names})</source>
        <translation>no hay ningún mapa base llamado '{name}' en las conexiones XYZ de QGIS (mapas base: {names})</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="178"/>
        <source>Add basemap {name} (tiles from {host})</source>
        <translation>Añadir mapa base {name} (teselas de {host})</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="189"/>
        <source>Could not add the basemap {name}: QGIS cannot open its tiles ({url}).</source>
        <translation>No se pudo añadir el mapa base {name}: QGIS no puede abrir sus teselas ({url}).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="192"/>
        <source>Added the basemap {name} under the data; its tiles come from {host}.</source>
        <translation>Mapa base {name} añadido bajo los datos; sus teselas vienen de {host}.</translation>
    </message>
    <message>
        <location filename="../services/acting/place_zoom.py" line="33"/>
        <source>Zoomed to {place} (1:{scale}).</source>
        <translation>Zoom a {place} (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="313"/>
        <source>Zoom to {place}</source>
        <translation>Zoom a {place}</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="313"/>
        <source>Latitude {lat}°, longitude {lon}° (EPSG:4326)</source>
        <translation>Latitud {lat}°, longitud {lon}° (EPSG:4326)</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="331"/>
        <source>Could not transform the place to the map CRS ({reason}).</source>
        <translation>No se pudo transformar el lugar al SRC del mapa ({reason}).</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="83"/>
        <source>Found no place named &apos;{place}&apos;: no layer holds it and the offline gazetteer (cities of 15,000 people or more, countries) does not know it. The view is unchanged.</source>
        <translation>No se encontró ningún lugar llamado '{place}': ninguna capa lo contiene y el nomenclátor sin conexión (ciudades de 15.000 habitantes o más, países) no lo conoce. La vista no ha cambiado.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="289"/>
        <source>Not computed from your map: {figure} is the feature count of {layer} in the map&apos;s summary. If you asked about part of it (distinct values, a filter, empty values), ask the assistant to count it.</source>
        <translation>No calculado a partir de su mapa: {figure} es el número de entidades de {layer} en el resumen del mapa. Si preguntó por una parte (valores distintos, un filtro, valores vacíos), pida al asistente que la cuente.</translation>
    </message>
    <message>
        <location filename="../services/reading/online_places.py" line="67"/>
        <source>The place search at {server} did not answer within {seconds} s. Try again, or turn online places off in the settings.</source>
        <translation>La búsqueda de lugares en {server} no respondió en {seconds} s. Inténtelo de nuevo o desactive los lugares en línea en la configuración.</translation>
    </message>
    <message>
        <location filename="../services/reading/online_places.py" line="97"/>
        <source>The place search at {server} failed ({reason}). Check the address in the settings, or turn online places off.</source>
        <translation>La búsqueda de lugares en {server} falló ({reason}). Compruebe la dirección en la configuración o desactive los lugares en línea.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="282"/>
        <source>Look up places the offline gazetteer lacks online (the place&apos;s name is sent to the server)</source>
        <translation>Buscar en línea los lugares que el nomenclátor sin conexión no tiene (el nombre del lugar se envía al servidor)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="287"/>
        <source>A Nominatim server&apos;s search address; empty: the one QGIS uses.</source>
        <translation>La dirección de búsqueda de un servidor Nominatim; vacía: la que usa QGIS.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="292"/>
        <source>Places</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="60"/>
        <source>&apos;{key}&apos; is not an OpenStreetMap tag key: use letters, digits, &apos;_&apos; and &apos;:&apos; only (e.g. amenity, shop, addr:street).</source>
        <translation>'{key}' no es una clave de etiqueta de OpenStreetMap: use solo letras, dígitos, '_' y ':' (p. ej. amenity, shop, addr:street).</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="69"/>
        <source>&apos;{value}&apos; is not a tag value the plugin sends: leave out quotes, brackets, backslashes and line breaks (e.g. pharmacy, supermarket).</source>
        <translation>'{value}' no es un valor de etiqueta que el complemento envíe: quite comillas, corchetes, barras invertidas y saltos de línea (p. ej. pharmacy, supermarket).</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="99"/>
        <source>The view cannot be given in degrees ({reason}): zoom to a smaller area and click again.</source>
        <translation>La vista no se puede expresar en grados ({reason}): acerque el zoom a un área menor y vuelva a hacer clic.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="102"/>
        <source>The view has no area to ask OpenStreetMap about: zoom to a place and click again.</source>
        <translation>La vista no tiene un área sobre la que preguntar a OpenStreetMap: acerque el zoom a un lugar y vuelva a hacer clic.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="158"/>
        <source>The OpenStreetMap server {server} did not answer within {seconds} s. Zoom in or ask for a rarer tag, or try again later.</source>
        <translation>El servidor de OpenStreetMap {server} no respondió en {seconds} s. Acerque el zoom o pida una etiqueta menos común, o inténtelo más tarde.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="167"/>
        <source>Could not reach the OpenStreetMap server {server} ({reason}). Check the connection, QGIS&apos;s proxy (Settings &gt; Options &gt; Network) and the server&apos;s address in Map Assistant&apos;s settings.</source>
        <translation>No se pudo contactar con el servidor de OpenStreetMap {server} ({reason}). Compruebe la conexión, el proxy de QGIS (Configuración &gt; Opciones &gt; Red) y la dirección del servidor en los ajustes de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="171"/>
        <source>The OpenStreetMap server {server} is busy (HTTP {status}): it limits how often each computer may ask. Wait a minute and click again.</source>
        <translation>El servidor de OpenStreetMap {server} está ocupado (HTTP {status}): limita cuántas veces puede preguntar cada equipo. Espere un minuto y vuelva a hacer clic.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="175"/>
        <source>The OpenStreetMap server {server} refused the request (HTTP {status}: {reason}). Check the server&apos;s address in Map Assistant&apos;s settings.</source>
        <translation>El servidor de OpenStreetMap {server} rechazó la solicitud (HTTP {status}: {reason}). Compruebe la dirección del servidor en los ajustes de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="192"/>
        <source>The server {server} did not answer with OpenStreetMap data: is its address an Overpass API (…/api/interpreter)? Check it in Map Assistant's settings.</source>
        <translation>El servidor {server} no respondió con datos de OpenStreetMap: ¿su dirección es una Overpass API (…/api/interpreter)? Compruébela en los ajustes de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="198"/>
        <source>The OpenStreetMap server {server} stopped the search after its {seconds} s: zoom in, or try again when it is less busy.</source>
        <translation>El servidor de OpenStreetMap {server} detuvo la búsqueda tras sus {seconds} s: acerque el zoom o inténtelo cuando esté menos ocupado.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="238"/>
        <source>The view holds too much OpenStreetMap data for {server} to send at once. Zoom in, or ask for a rarer tag, and click again.</source>
        <translation>La vista contiene demasiados datos de OpenStreetMap para que {server} los envíe de una vez. Acerque el zoom o pida una etiqueta menos común, y vuelva a hacer clic.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="83"/>
        <source>Add OpenStreetMap {tag} in this view (from {server})</source>
        <translation>Añadir {tag} de OpenStreetMap en esta vista (desde {server})</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="85"/>
        <source>Sends the view&apos;s extent and the tag {tag} to {server}.</source>
        <translation>Envía la extensión de la vista y la etiqueta {tag} a {server}.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="92"/>
        <source>Adding OpenStreetMap data ({tag}) is turned off, so nothing was sent. To allow it, tick &apos;Add OpenStreetMap data for the view&apos; in Settings &gt; Options &gt; Map Assistant, then ask again.</source>
        <translation>Añadir datos de OpenStreetMap ({tag}) está desactivado, así que no se envió nada. Para permitirlo, marque «Añadir datos de OpenStreetMap para la vista» en Configuración &gt; Opciones &gt; Map Assistant y vuelva a preguntar.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="105"/>
        <source>Asking {server} for OpenStreetMap {tag} in the view…</source>
        <translation>Pidiendo a {server} {tag} de OpenStreetMap en la vista…</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="114"/>
        <source>OpenStreetMap has nothing tagged {tag} in this view; no layer was added.</source>
        <translation>OpenStreetMap no tiene nada con la etiqueta {tag} en esta vista; no se añadió ninguna capa.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="127"/>
        <source>Added from OpenStreetMap ({tag}) to the &apos;{group}&apos; group: {counts}.</source>
        <translation>Añadido desde OpenStreetMap ({tag}) al grupo '{group}': {counts}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="130"/>
        <source>The result was cut at the first %Ln feature(s): zoom in to get them all.</source>
        <translation>
            <numerusform>El resultado se cortó en la primera entidad: acerque el zoom para obtenerlas todas.</numerusform>
            <numerusform>El resultado se cortó en las primeras %Ln entidades: acerque el zoom para obtenerlas todas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="132"/>
        <source>Data © OpenStreetMap contributors (ODbL).</source>
        <translation>Datos © colaboradores de OpenStreetMap (ODbL).</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="138"/>
        <source>{title} (points)</source>
        <translation>{title} (puntos)</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="140"/>
        <source>{title} (lines)</source>
        <translation>{title} (líneas)</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="141"/>
        <source>{title} (polygons)</source>
        <translation>{title} (polígonos)</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="146"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="148"/>
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="149"/>
        <source>%n polygon(s)</source>
        <translation>
            <numerusform>%n polígono</numerusform>
            <numerusform>%n polígonos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="102"/>
        <source>Also sent, to other servers (place searches and OpenStreetMap data you allowed in the settings):</source>
        <translation>También enviado, a otros servidores (búsquedas de lugares y datos de OpenStreetMap que permitió en los ajustes):</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="296"/>
        <source>Add OpenStreetMap data for the view (a click sends the view&apos;s extent and the asked tag to the server)</source>
        <translation>Añadir datos de OpenStreetMap para la vista (un clic envía la extensión de la vista y la etiqueta pedida al servidor)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="300"/>
        <source>An Overpass API server&apos;s address; empty: the public one shown.</source>
        <translation>La dirección de un servidor Overpass API; vacía: el público que se muestra.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="305"/>
        <source>OpenStreetMap data</source>
        <translation>Datos de OpenStreetMap</translation>
    </message>
    <message>
        <location filename="../services/checks/layer_names.py" line="33"/>
        <source>Used layer &apos;{layer}&apos; for &apos;{name}&apos;.</source>
        <translation>Se usó la capa '{layer}' para '{name}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="97"/>
        <source>&apos;{path}&apos; is not a file path: only &apos;|layername=&lt;layer&gt;&apos; may follow a GeoPackage&apos;s path.</source>
        <translation>'{path}' no es una ruta de archivo: tras la ruta de un GeoPackage solo puede ir '|layername=&lt;capa&gt;'.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="101"/>
        <source>&apos;{path}&apos; is not a file on this computer: give the absolute path of a data file (only local files can be added).</source>
        <translation>'{path}' no es un archivo de este ordenador: indique la ruta absoluta de un archivo de datos (solo se pueden añadir archivos locales).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="105"/>
        <source>&apos;{path}&apos; is not an absolute path: give the file&apos;s full path, e.g. /home/me/data/roads.gpkg.</source>
        <translation>'{path}' no es una ruta absoluta: indique la ruta completa del archivo, p. ej. /home/yo/datos/carreteras.gpkg.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="109"/>
        <source>&apos;{path}&apos; is not a data file: give the path of a file such as a GeoPackage, Shapefile, GeoJSON or GeoTIFF.</source>
        <translation>'{path}' no es un archivo de datos: indique la ruta de un archivo como un GeoPackage, Shapefile, GeoJSON o GeoTIFF.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="112"/>
        <source>&apos;{path}&apos; describes data kept elsewhere (a GDAL/OGR virtual file): give the path of the data file itself.</source>
        <translation>'{path}' describe datos guardados en otro lugar (un archivo virtual de GDAL/OGR): indique la ruta del propio archivo de datos.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="115"/>
        <source>There is no file &apos;{path}&apos;: check the path, and give it in full.</source>
        <translation>No existe el archivo '{path}': compruebe la ruta e indíquela completa.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="117"/>
        <source>&apos;{path}&apos; is a folder or a special file, not a data file: give the path of one file in it.</source>
        <translation>'{path}' es una carpeta o un archivo especial, no un archivo de datos: indique la ruta de un archivo que contenga.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="120"/>
        <source>The file &apos;{path}&apos; cannot be read: check its permissions.</source>
        <translation>No se puede leer el archivo '{path}': compruebe sus permisos.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="166"/>
        <source>Add the file {file}</source>
        <translation>Añadir el archivo {file}</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="214"/>
        <source>Could not add {file}: QGIS opens it neither as vector data nor as a raster.</source>
        <translation>No se pudo añadir {file}: QGIS no lo abre ni como datos vectoriales ni como ráster.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="217"/>
        <source>a raster of {width} × {height} pixels</source>
        <translation>un ráster de {width} × {height} píxeles</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="218"/>
        <source>Added {name} from {file} on top of the map: {size}.</source>
        <translation>Se añadió {name} de {file} encima del mapa: {size}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/add_layer.py" line="210"/>
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n entidad</numerusform>
            <numerusform>%n entidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="53"/>
        <source>The table &apos;{output}&apos; was read from {layer}, which has changed since. Run it again?</source>
        <translation>La tabla '{output}' se leyó de {layer}, que ha cambiado desde entonces. ¿Volver a ejecutarla?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="55"/>
        <source>Run it again</source>
        <translation>Volver a ejecutarla</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="55"/>
        <source>The same query again, on {layer} as it is now</source>
        <translation>La misma consulta otra vez, sobre {layer} tal como está ahora</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="34"/>
        <source>QGIS&apos;s Data Source Manager was not found here: open it from the Layer menu.</source>
        <translation>No se encontró aquí el Administrador de fuentes de datos de QGIS: ábralo desde el menú Capa.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="171"/>
        <source>Add {table} from {connection}</source>
        <translation>Añadir {table} desde {connection}</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="238"/>
        <source>Added {table} from the connection {connection} on top of the map, read-only.</source>
        <translation>Se añadió {table} de la conexión {connection} encima del mapa, de solo lectura.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="87"/>
        <source>There is no saved database connection named &apos;{name}&apos; in QGIS&apos;s Browser (saved: {saved}). Add it there (Browser &gt; PostgreSQL or GeoPackage &gt; New Connection), or give a file&apos;s path.</source>
        <translation>No hay ninguna conexión de base de datos guardada con el nombre '{name}' en el Navegador de QGIS (guardadas: {saved}). Añádala allí (Navegador &gt; PostgreSQL o GeoPackage &gt; Nueva conexión) o indique la ruta de un archivo.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="150"/>
        <source>QGIS could not read the tables of the connection &apos;{connection}&apos; ({kind}): the database did not answer, or refused the saved credentials. Check the connection in QGIS&apos;s Browser.</source>
        <translation>QGIS no pudo leer las tablas de la conexión '{connection}' ({kind}): la base de datos no respondió o rechazó las credenciales guardadas. Compruebe la conexión en el Navegador de QGIS.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="125"/>
        <source>The connection &apos;{connection}&apos; has no table &apos;{table}&apos; (its tables: {tables}). Name one of them, as schema.table where there are schemas.</source>
        <translation>La conexión '{connection}' no tiene ninguna tabla '{table}' (sus tablas: {tables}). Nombre una de ellas, como esquema.tabla donde haya esquemas.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="60"/>
        <source>The join {join} matches nothing: {left}.{left_field} and {right}.{right_field} share no value ({left}.{left_field} holds e.g. {left_values}; {right}.{right_field} holds e.g. {right_values}).</source>
        <translation>La unión {join} no coincide con nada: {left}.{left_field} y {right}.{right_field} no comparten ningún valor ({left}.{left_field} contiene p. ej. {left_values}; {right}.{right_field} contiene p. ej. {right_values}).</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="66"/>
        <source>Fields of these layers that do share values: {pairs}. Join on one of them.</source>
        <translation>Campos de estas capas que sí comparten valores: {pairs}. Una por uno de ellos.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="68"/>
        <source>No other fields of these layers share values either: join them by location (ST_Intersects), or answer in words that they cannot be joined by attribute.</source>
        <translation>Tampoco otros campos de estas capas comparten valores: únalas por ubicación (ST_Intersects) o responda con palabras que no se pueden unir por atributo.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="93"/>
        <source>{pair} ({count} values)</source>
        <translation>{pair} ({count} valores)</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="235"/>
        <source>Could not add {table} from {connection}: QGIS cannot open it. Check the connection in QGIS&apos;s Browser.</source>
        <translation>No se pudo añadir {table} desde {connection}: QGIS no puede abrirla. Compruebe la conexión en el Navegador de QGIS.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="123"/>
        <source>Name the table of &apos;{connection}&apos; to add, in `table` (its tables: {tables}).</source>
        <translation>Indique en `table` la tabla de '{connection}' que se debe añadir (sus tablas: {tables}).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="242"/>
        <source>Opening {table} from {connection}…</source>
        <translation>Abriendo {table} desde {connection}…</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="174"/>
        <source>QGIS could not open the file of the connection &apos;{connection}&apos; ({kind}): it was moved, deleted, or is not a {kind} file. Check the connection in QGIS&apos;s Browser.</source>
        <translation>QGIS no pudo abrir el archivo de la conexión '{connection}' ({kind}): se movió, se borró o no es un archivo {kind}. Revise la conexión en el Navegador de QGIS.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="287"/>
        <source>Check this answer: a lookup&apos;s result says {caveat}</source>
        <translation>Compruebe esta respuesta: el resultado de una consulta dice {caveat}</translation>
    </message>
    <message>
        <location filename="../services/checks/zero_distances.py" line="58"/>
        <source>{columns} is 0 on every row: the features each row pairs touch, overlap or are the same place. If the question is about two different places, pick each one by its own condition (a.name = … AND b.name = …) and query again.</source>
        <translation>{columns} es 0 en todas las filas: los elementos que empareja cada fila se tocan, se solapan o son el mismo lugar. Si la pregunta trata de dos lugares distintos, elija cada uno con su propia condición (a.name = … AND b.name = …) y consulte de nuevo.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="282"/>
        <source>Not computed from your map: {figures}. No lookup or query of this conversation gave it; ask the assistant to compute it.</source>
        <translation>No calculado a partir de su mapa: {figures}. Ninguna consulta de esta conversación lo dio; pida al asistente que lo calcule.</translation>
    </message>
    <message>
        <location filename="../services/lookups/count_features.py" line="120"/>
        <source>no feature of {layer} has {field} = {text}: the field never holds that text, so the 0 may just mean that the value is written another way. Look at the field&apos;s values before trusting it.</source>
        <translation>ningún objeto de {layer} tiene {field} = {text}: el campo nunca contiene ese texto, así que el 0 puede deberse simplemente a que el valor se escribe de otra forma. Mire los valores del campo antes de fiarse de él.</translation>
    </message>
</context>
</TS>
