"""Source folders hold only their owner's transcripts. The red flags: `ln -s /etc/passwd <source>/passwd.jsonl`
put its lines into alice's quarantine, and a link to another user's file was read as hers. Now links are not
followed unless capture.follow_symlinks is true, a file owned by another user (not the folder's owner) is
refused, and each refused file is listed in `status`. Real `capture --once` subprocess, real Redis."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import redis
import yaml
from faults_kit import ROOT, USER, cli, make_settings, sessions

from utils.buffer import Buffer
from utils.config import Settings
from utils.keys import Keys


def _capture_once(settings: Settings, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    cfg = tmp_path / "config.yaml"
    cfg.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    p = subprocess.run([sys.executable, "-m", "true_recall", "--config", str(cfg), "--log-level", "INFO", "capture",
                        "--once"], capture_output=True, text=True, timeout=90, cwd=ROOT,
                       env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert p.returncode == 0, p.stderr[-2000:]
    return p


def _sources(buf: Buffer) -> set[str]:
    return {t.source for t in buf.turns(USER)}


def test_a_symlink_to_etc_passwd_is_refused_and_listed(tmp_path: Path, key_prefix: str,
                                                       redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix)
    link = tmp_path / "sessions" / "passwd.jsonl"
    link.symlink_to("/etc/passwd")
    p = _capture_once(settings, tmp_path)
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    assert _sources(buf) == {str(f) for f in sessions(settings) if f != link}  # the real files, not the link
    assert buf.quarantined(USER) == []  # before: one record per line of /etc/passwd
    assert buf.unreadable() == {str(link): "symbolic link, not followed (capture.follow_symlinks is false)"}
    assert p.stderr.count(f"cannot read {link}") == 1
    st = cli(settings, tmp_path, "status")
    assert f"{link}: CANNOT READ (symbolic link, not followed" in st.stdout, st.stdout


def test_follow_symlinks_is_a_real_setting(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    real = sessions(settings)[0]
    moved = elsewhere / real.name
    shutil.move(real, moved)
    real.symlink_to(moved)
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    _capture_once(settings, tmp_path)
    assert str(real) not in _sources(buf) and str(real) in buf.unreadable()
    settings.capture.follow_symlinks = True
    _capture_once(settings, tmp_path)
    assert str(real) in _sources(buf)  # followed once the setting says so


def test_a_linked_folder_leads_outside_the_source_and_is_refused(tmp_path: Path, key_prefix: str,
                                                                 redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix)
    settings.capture.sources[0].glob = "*/*.jsonl"
    src = tmp_path / "sessions"
    (src / "inside").mkdir()
    files = sorted(src.glob("*.jsonl"))
    shutil.move(files[0], src / "inside" / files[0].name)
    other = tmp_path / "other-user"
    other.mkdir()
    shutil.move(files[1], other / files[1].name)
    (src / "linked").symlink_to(other)
    _capture_once(settings, tmp_path)
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    assert _sources(buf) == {str(src / "inside" / files[0].name)}
    refused = str(src / "linked" / files[1].name)
    assert buf.unreadable()[refused].startswith("outside the source folder")


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to give a file to another user")
def test_another_users_file_in_the_folder_is_refused(tmp_path: Path, key_prefix: str,
                                                     redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix)
    planted = sessions(settings)[0]
    os.chown(planted, 65534, 65534)  # nobody's file in alice's folder
    _capture_once(settings, tmp_path)
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    assert str(planted) not in _sources(buf) and _sources(buf)  # the others were read
    assert buf.unreadable() == {str(planted): "owned by uid 65534, not by the source folder's owner"}
    st = cli(settings, tmp_path, "status")
    assert f"{planted}: CANNOT READ (owned by uid 65534" in st.stdout, st.stdout


# ---- backfill: the paths a person names on the command line are held to the same rules ----------------


def test_backfill_refuses_a_symlink_with_a_clear_error_unless_configured(tmp_path: Path, key_prefix: str,
                                                                         redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix)
    src = tmp_path / "sessions"
    link = src / "passwd.jsonl"
    link.symlink_to("/etc/passwd")
    p = cli(settings, tmp_path, "backfill", "--user", USER, str(src))
    assert p.returncode == 1, p.stderr[-2000:]
    assert f"Error: cannot read {link}: symbolic link, not followed (capture.follow_symlinks is false)" in p.stderr
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    assert _sources(buf) == {str(f) for f in sessions(settings) if f != link}  # the real files were staged
    assert buf.quarantined(USER) == []  # before: one record per line of /etc/passwd
    # Named directly: refused the same way.
    p = cli(settings, tmp_path, "backfill", "--user", USER, str(link))
    assert p.returncode == 1 and "symbolic link, not followed" in p.stderr, p.stderr[-2000:]

    # A link to a real transcript is read once the setting says so.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    real = sessions(settings)[0]
    moved = elsewhere / ("moved-" + real.name)
    shutil.copy(real, moved)
    linked = src / ("linked-" + real.name)
    linked.symlink_to(moved)
    link.unlink()
    settings.capture.follow_symlinks = True
    p = cli(settings, tmp_path, "backfill", "--user", USER, str(linked))
    assert p.returncode == 0, p.stderr[-2000:]
    rep = json.loads(p.stdout)
    assert rep["lines"] > 0 and rep["turns_seen"] > 0 and not rep.get("unreadable"), rep  # read through the link


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to give a file to another user")
def test_backfill_refuses_another_users_file_in_a_named_folder(tmp_path: Path, key_prefix: str,
                                                               redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix)
    planted = sessions(settings)[0]
    os.chown(planted, 65534, 65534)  # nobody's file in alice's folder
    p = cli(settings, tmp_path, "backfill", "--user", USER, str(tmp_path / "sessions"))
    assert p.returncode == 1
    assert f"Error: cannot read {planted}: owned by uid 65534, not by the source folder's owner" in p.stderr, p.stderr
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    assert str(planted) not in _sources(buf) and _sources(buf)  # the others were read
