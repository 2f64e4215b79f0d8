"""The `sql` button of cases 1 and 2: count the points in view with cat = CATEGORY."""

from __future__ import annotations

from common import click
from data import CATEGORY

PLACEHOLDERS = ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"]
SQL = ("SELECT count(*) AS n FROM LAYER WHERE ST_Intersects(geom, "
       f"ST_GeomFromText('{PLACEHOLDERS[0]}', {PLACEHOLDERS[1]})) AND cat = {CATEGORY}")


def count_in_view_button(project, canvas, layer_name: str):
    """What the user clicks: the real SqlTool's button, its placeholders filled
    from ``canvas`` at click time, the query in a QgsTask, the table back on the main
    thread. Returns a function that clicks it and gives the count."""
    from map_assistant.services.actions.sql import SqlInput, SqlTool
    from map_assistant.services.base import ActionEnvironment

    action = SqlInput(title="Count", sql=SQL.replace("LAYER", layer_name), sql_placeholders=PLACEHOLDERS)
    button = SqlTool().process(ActionEnvironment(project=project, canvas=canvas), action).buttons[0]
    return lambda: click(button).rows[0][0]
