"""Issue 13: no credential of a PostGIS layer ever reaches the model, whatever the
layer's URI holds: host name, user, password, service name and service file, an
authcfg id and what that auth configuration stores. Three layers over one real
table (host alias + user + password; a pg_service.conf service; an authcfg), a
turn in which the model describes each layer, counts, queries and proposes
buttons, the buttons clicked (one fails on the server), and a second turn that
carries the outcomes back: every request body the fake Anthropic server received
is searched for every secret, and for the server's host and port."""

from __future__ import annotations

import json
import re
import uuid

import pytest
from qgis.core import QgsAuthMethodConfig, QgsDataSourceUri, QgsProject, QgsVectorLayer
from qgis.PyQt.QtWidgets import QTableView
from support.fake_anthropic import Reply
from support.postgis import POSTGIS_ENV

pytestmark = pytest.mark.postgis

SECRET = f"s3cr{uuid.uuid4().hex[:6]}"  # in every secret made here, so one search finds any of them
USER = f"user_{SECRET}"
PASSWORD = f"pw-{SECRET}-!"
SERVICE = f"service_{SECRET}"
SERVICE_FILE_NAME = f"services_{SECRET}.conf"
AUTH_USER = f"auth_user_{SECRET}"
AUTH_PASSWORD = f"auth-pw-{SECRET}"


@pytest.fixture
def secret_layers(postgis_conn, qgis_new_project, qgis_canvas, tmp_path, monkeypatch, unlocked_auth):
    table = f"pts_{uuid.uuid4().hex[:8]}"
    port, dbname = POSTGIS_ENV["port"], POSTGIS_ENV["dbname"]
    # A host the test can name apart from anything else: the server's socket directory.
    [[socket_dir]] = postgis_conn.executeSql("SELECT current_setting('unix_socket_directories')")
    postgis_conn.executeSql(
        f"CREATE TABLE public.{table} (id integer PRIMARY KEY, kind text, geom geometry(Point, 3857));"
        f"INSERT INTO public.{table} SELECT g, CASE WHEN g % 2 = 0 THEN 'even' ELSE 'odd' END, "
        f"ST_SetSRID(ST_MakePoint(g * 10, g * 10), 3857) FROM generate_series(1, 20) AS g;"
        f"CREATE ROLE {USER} LOGIN; CREATE ROLE {AUTH_USER} LOGIN;"  # trust auth: passwords are not checked
        f"GRANT SELECT ON public.{table} TO {USER}, {AUTH_USER};"
    )
    service_file = tmp_path / SERVICE_FILE_NAME
    service_file.write_text(f"[{SERVICE}]\nhost=127.0.0.1\nport={port}\ndbname={dbname}\nuser={USER}\n")
    monkeypatch.setenv("PGSERVICEFILE", str(service_file))
    auth = QgsAuthMethodConfig("Basic")
    auth.setName(f"auth {SECRET}")
    auth.setConfig("username", AUTH_USER)
    auth.setConfig("password", AUTH_PASSWORD)
    assert unlocked_auth.storeAuthenticationConfig(auth)[0]

    def layer(conninfo: str, name: str, authcfg: str = "") -> QgsVectorLayer:
        uri = QgsDataSourceUri(conninfo)
        if authcfg:
            uri.setAuthConfigId(authcfg)
        uri.setDataSource("public", table, "geom", "", "id")
        made = QgsVectorLayer(uri.uri(False), name, "postgres")
        assert made.isValid(), f"{name} did not load: {made.error().summary()}"
        return made

    layers = [
        layer(f"host={socket_dir} port={port} dbname={dbname} user={USER} password={PASSWORD}", "pg_plain"),
        layer(f"service={SERVICE}", "pg_service"),
        layer(f"host=127.0.0.1 port={port} dbname={dbname}", "pg_authcfg", authcfg=auth.id()),
    ]
    for made in layers:  # the secrets are really in what QGIS keeps of each layer
        assert SECRET in made.source() or auth.id() in made.source(), made.source()
    QgsProject.instance().addMapLayers(layers)
    yield {made.name(): made for made in layers}, [socket_dir, "127.0.0.1", auth.id()]
    qgis_canvas.setLayers([])
    QgsProject.instance().removeAllMapLayers()
    unlocked_auth.removeAuthenticationConfig(auth.id())
    postgis_conn.executeSql(f"DROP TABLE IF EXISTS public.{table}; DROP OWNED BY {USER}, {AUTH_USER}; "
                            f"DROP ROLE {USER}; DROP ROLE {AUTH_USER};")


def result_tables(chat) -> list[QTableView]:
    return [table for table in chat.dock.findChildren(QTableView) if table.objectName() == "resultTable"]


def test_no_credential_of_a_postgis_layer_reaches_the_model(chat, fake_anthropic, secret_layers):
    layers, hosts_and_authcfg = secret_layers
    looked_up = {
        name: [Reply.tool_use("describe_layer", {"layer": name}),
               Reply.tool_use("count_features", {"layer": name, "expression": "\"kind\" = 'even'"}),
               Reply.tool_use("field_values", {"layer": name, "field": "kind"})]
        for name in layers
    }
    query = Reply.tool_use("query", {"sql": "SELECT kind, count(*) AS n FROM pg_service GROUP BY kind"})
    button = {name: Reply.tool_use("sql", {"sql": f"SELECT kind, count(*) AS n FROM {name} GROUP BY kind",
                                           "title": f"Kinds in {name}"}) for name in layers}
    failing = Reply.tool_use("sql", {"sql": "SELECT CAST(kind AS integer) AS k FROM pg_authcfg", "title": "Fails on the server"})
    turns = [  # a turn ends with its action; at most 8 lookup rounds each
        [*looked_up["pg_plain"], *looked_up["pg_service"], query, button["pg_plain"]],
        [*looked_up["pg_authcfg"], button["pg_service"]],
        [button["pg_authcfg"]],
        [failing],
    ]
    for number, replies in enumerate(turns):
        fake_anthropic.enqueue(*replies)
        chat.send(f"Question {number}: look at my PostGIS layers and give me a button.")
    assert len(chat.action_buttons()) == len(turns)
    for action in chat.action_buttons():
        action.click()
    chat.qtbot.waitUntil(lambda: len(chat.action_errors()) == 1 and len(result_tables(chat)) == len(turns) - 1,
                         timeout=20_000)
    fake_anthropic.enqueue(Reply.text("Done."))
    chat.send("Thanks; what did the buttons do?")

    bodies = json.dumps(fake_anthropic.requests)
    # The layers, their values and the clicks' outcomes (one error from the server) did reach the model.
    assert all(name in bodies for name in layers) and "even" in bodies
    last_message = json.dumps(fake_anthropic.requests[-1]["messages"][-1])
    assert "invalid input syntax" in last_message and last_message.count("The user ran it") == len(turns)
    secrets = [SECRET, USER, PASSWORD, SERVICE, SERVICE_FILE_NAME, AUTH_USER, AUTH_PASSWORD, *hosts_and_authcfg,
               "password=", "authcfg=", "service="]
    leaked = [secret for secret in secrets if secret.lower() in bodies.lower()]
    assert leaked == [], f"sent to the model: {leaked}"
    assert not re.search(rf"\b{POSTGIS_ENV['port']}\b", bodies), "the server's port was sent to the model"
