"""Issue 13: no credential of a PostGIS layer ever reaches the model, whatever the
layer's URI holds: host name, user, password, service name and service file, an
authcfg id and what that auth configuration stores. Three layers over one real
table (host alias + user + password; a pg_service.conf service; an authcfg), a
turn (through each provider's loopback server) in which the model describes each layer, counts, queries and proposes
buttons, the buttons clicked (one fails on the server), and a second turn that
carries the outcomes back: every request body the server received
is searched for every secret, and for the server's host and port."""

from __future__ import annotations

import json
import re
import uuid

import pytest
from qgis.core import QgsAuthMethodConfig, QgsDataSourceUri, QgsProject, QgsVectorLayer
from support.fakes.scripted import Reply
from support.fixtures.gis_data import remove_layers
from support.fixtures.postgis import POSTGIS_ENV

pytestmark = pytest.mark.postgis


class Secrets:
    """What a URI may hold, new for each test (a role's name is not reused while
    QGIS's pooled connections of an earlier test may still be open as it)."""

    def __init__(self):
        self.tag = f"s3cr{uuid.uuid4().hex[:6]}"  # in every secret made here: one search finds any
        self.user = f"user_{self.tag}"
        self.password = f"pw-{self.tag}-!"
        self.service = f"service_{self.tag}"
        self.service_file_name = f"services_{self.tag}.conf"
        self.auth_user = f"auth_user_{self.tag}"
        self.auth_password = f"auth-pw-{self.tag}"
        self.hosts_and_authcfg: list[str] = []  # known once the layers are made

    def all(self) -> list[str]:
        return [self.tag, self.user, self.password, self.service, self.service_file_name, self.auth_user,
                self.auth_password, *self.hosts_and_authcfg, "password=", "authcfg=", "service="]


@pytest.fixture
def secret_layers(postgis_conn, qgis_new_project, qgis_canvas, tmp_path, monkeypatch, unlocked_auth):
    secrets = Secrets()
    table = f"pts_{uuid.uuid4().hex[:8]}"
    port, dbname = POSTGIS_ENV["port"], POSTGIS_ENV["dbname"]
    # A host the test can name apart from anything else: the server's socket directory.
    [[socket_dir]] = postgis_conn.executeSql("SELECT current_setting('unix_socket_directories')")
    postgis_conn.executeSql(
        f"CREATE TABLE public.{table} (id integer PRIMARY KEY, kind text, geom geometry(Point, 3857));"
        f"INSERT INTO public.{table} SELECT g, CASE WHEN g % 2 = 0 THEN 'even' ELSE 'odd' END, "
        f"ST_SetSRID(ST_MakePoint(g * 10, g * 10), 3857) FROM generate_series(1, 20) AS g;"
        f"CREATE ROLE {secrets.user} LOGIN; CREATE ROLE {secrets.auth_user} LOGIN;"  # trust auth: passwords are not checked
        f"GRANT SELECT ON public.{table} TO {secrets.user}, {secrets.auth_user};"
    )
    service_file = tmp_path / secrets.service_file_name
    service_file.write_text(f"[{secrets.service}]\nhost=127.0.0.1\nport={port}\ndbname={dbname}\nuser={secrets.user}\n")
    monkeypatch.setenv("PGSERVICEFILE", str(service_file))
    auth = QgsAuthMethodConfig("Basic")
    auth.setName(f"auth {secrets.tag}")
    auth.setConfig("username", secrets.auth_user)
    auth.setConfig("password", secrets.auth_password)
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
        layer(f"host={socket_dir} port={port} dbname={dbname} user={secrets.user} password={secrets.password}", "pg_plain"),
        layer(f"service={secrets.service}", "pg_service"),
        layer(f"host=127.0.0.1 port={port} dbname={dbname}", "pg_authcfg", authcfg=auth.id()),
    ]
    for made in layers:  # the secrets are really in what QGIS keeps of each layer
        assert secrets.tag in made.source() or auth.id() in made.source(), made.source()
    QgsProject.instance().addMapLayers(layers)
    secrets.hosts_and_authcfg = [socket_dir, "127.0.0.1", auth.id()]
    yield {made.name(): made for made in layers}, secrets
    remove_layers(qgis_canvas)
    unlocked_auth.removeAuthenticationConfig(auth.id())
    postgis_conn.executeSql(f"DROP TABLE IF EXISTS public.{table}; DROP OWNED BY {secrets.user}, {secrets.auth_user}; "
                            f"DROP ROLE {secrets.user}; DROP ROLE {secrets.auth_user};")


def test_no_credential_of_a_postgis_layer_reaches_the_model(chat, llm_server, secret_layers):
    layers, secrets = secret_layers
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
        llm_server.enqueue(*replies)
        chat.send(f"Question {number}: look at my PostGIS layers and give me a button.")
    assert len(chat.action_buttons()) == len(turns)
    for action in chat.action_buttons():
        action.click()
    chat.qtbot.waitUntil(lambda: len(chat.action_errors()) + len(chat.result_tables()) == len(turns), timeout=20_000)
    assert len(chat.action_errors()) == 1, chat.action_errors()
    llm_server.enqueue(Reply.text("Done."))
    chat.send("Thanks; what did the buttons do?")

    bodies = json.dumps(llm_server.raw_requests)  # as received, whichever provider
    # The layers, their values and the clicks' outcomes (one error from the server) did reach the model.
    assert all(name in bodies for name in layers) and "even" in bodies
    last_request = json.dumps(llm_server.raw_requests[-1])
    assert "invalid input syntax" in last_request and last_request.count("The user ran it") == len(turns)
    leaked = [secret for secret in secrets.all() if secret.lower() in bodies.lower()]
    assert leaked == [], f"sent to the model: {leaked}"
    assert not re.search(rf"\b{POSTGIS_ENV['port']}\b", bodies), "the server's port was sent to the model"
