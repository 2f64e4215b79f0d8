"""gc_log names the thread and the generation of each full collection."""

import gc
import threading

from support.instruments.gc_log import start


def test_a_full_collection_on_a_worker_is_logged_with_its_thread(tmp_path):
    path = tmp_path / "gc.log"
    log = start(str(path))
    try:
        worker = threading.Thread(target=gc.collect, args=(2,), name="collector")
        worker.start()
        worker.join()
        gc.collect(1)  # young: logged only if it took 10 ms
    finally:
        log.close()
    lines = path.read_text().splitlines()
    assert [line.split("\t")[1:3] for line in lines if "\tgen 2\t" in line] == [["worker collector", "gen 2"]], lines
    assert all("\tgen 1\t" not in line or float(line.split("\t")[3].split()[0]) >= 10 for line in lines), lines
