"""QGIS's proxy settings (the QgsSettings keys its Network options write) → a proxy URL."""

from map_assistant.toolbelt.proxy import proxy_url_for, redact
from qgis.core import QgsNetworkAccessManager
from qgis.PyQt.QtNetwork import QNetworkProxy

API = "https://api.anthropic.com/v1/messages"


def test_http_proxy_with_encoded_credentials(qgis_proxy):
    qgis_proxy(proxyEnabled=True, proxyType="HttpProxy", proxyHost="proxy.example.com",
               proxyPort="3128", proxyUser="ana@corp", proxyPassword="p@ss:w/rd %")
    url = proxy_url_for(API)
    assert url == "http://ana%40corp:p%40ss%3Aw%2Frd%20%25@proxy.example.com:3128"
    # Same proxy QGIS's own network manager ended up with.
    fallback = QgsNetworkAccessManager.instance().fallbackProxy()
    assert fallback.type() == QNetworkProxy.ProxyType.HttpProxy
    assert (fallback.hostName(), fallback.port()) == ("proxy.example.com", 3128)


def test_proxy_without_credentials_or_port(qgis_proxy):
    qgis_proxy(proxyEnabled=True, proxyType="HttpCachingProxy", proxyHost="10.0.0.5")
    assert proxy_url_for(API) == "http://10.0.0.5"


def test_socks5_proxy_keeps_its_scheme(qgis_proxy):
    qgis_proxy(proxyEnabled=True, proxyType="Socks5Proxy", proxyHost="socks.local", proxyPort="1080")
    assert proxy_url_for(API) == "socks5://socks.local:1080"


def test_disabled_proxy_gives_none(qgis_proxy):
    qgis_proxy(proxyEnabled=False, proxyType="HttpProxy", proxyHost="proxy.example.com", proxyPort="3128")
    assert proxy_url_for(API) is None


def test_excluded_urls_give_none(qgis_proxy):
    qgis_proxy(proxyEnabled=True, proxyType="HttpProxy", proxyHost="proxy.example.com", proxyPort="3128",
               proxyExcludedUrls="http://intranet|https://api.anthropic.com")
    assert proxy_url_for(API) is None
    assert proxy_url_for("https://example.org/") == "http://proxy.example.com:3128"


def test_no_proxy_urls_stored_as_a_list_give_none(qgis_proxy):
    qgis_proxy(proxyEnabled=True, proxyType="HttpProxy", proxyHost="proxy.example.com", proxyPort="3128",
               noProxyUrls=["http://127.0.0.1", "https://api.anthropic.com/v1"])
    assert proxy_url_for(API) is None
    assert proxy_url_for("http://127.0.0.1:8000/v1/messages") is None
    assert proxy_url_for("https://example.org/") == "http://proxy.example.com:3128"


def test_default_proxy_uses_the_system_configuration(qgis_proxy, monkeypatch):
    # On Linux, Qt's system proxy is the environment's; a real lookup, no mock.
    monkeypatch.setenv("http_proxy", "http://sys-proxy.example:8080")
    monkeypatch.setenv("https_proxy", "http://sys-proxy.example:8080")
    monkeypatch.delenv("no_proxy", raising=False)
    qgis_proxy(proxyEnabled=True, proxyType="DefaultProxy")
    assert proxy_url_for(API) == "http://sys-proxy.example:8080"


def test_credentials_from_a_qgis_auth_config(qgis_proxy, unlocked_auth):
    # QGIS can keep proxy credentials in its auth database (proxy/authcfg) instead of settings.
    from qgis.core import QgsAuthMethodConfig

    manager = unlocked_auth
    config = QgsAuthMethodConfig("Basic")
    config.setName("proxy test")
    config.setConfig("username", "vault user")
    config.setConfig("password", "vault:pw")
    ok, config = manager.storeAuthenticationConfig(config)
    assert ok
    try:
        qgis_proxy(proxyEnabled=True, proxyType="HttpProxy", proxyHost="proxy.example.com",
                   proxyPort="3128", authcfg=config.id())
        assert proxy_url_for(API) == "http://vault%20user:vault%3Apw@proxy.example.com:3128"
    finally:
        manager.removeAuthenticationConfig(config.id())


def test_redact_hides_the_password():
    url = "http://ana%40corp:s3cret@proxy.example.com:3128"
    shown = redact(url)
    assert "s3cret" not in shown
    assert shown == "http://ana%40corp:***@proxy.example.com:3128"
    assert redact("http://proxy.example.com:3128") == "http://proxy.example.com:3128"
    assert redact(None) == ""
