"""write_descriptors' self-test: a file opened for writing is seen, one opened to read is not."""

import sys

import pytest

from support.instruments.write_access import write_descriptors

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads Linux's /proc")


def test_a_file_open_for_writing_is_seen_and_one_open_to_read_is_not(tmp_path):
    path = tmp_path / "data.gpkg"
    path.write_bytes(b"x")
    with open(path, "rb"):
        assert write_descriptors(path) == []
    with open(path, "r+b") as handle:
        assert write_descriptors(path) == [str(handle.fileno())]
