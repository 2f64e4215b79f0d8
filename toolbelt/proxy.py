"""The proxy QGIS is configured with (Settings → Options → Network), as a URL for httpx and pip.

The SDK's HTTP client never sees QGIS's network settings, so we translate them.
We read QgsSettings directly (the same keys QgsNetworkAccessManager reads in
``setupDefaultProxyAndCache``) rather than the live network manager: settings
are safe to read from any thread, and the answer does not depend on whether
QGIS has re-applied its options yet. Semantics follow QGIS 3.22:
``proxy/noProxyUrls`` (no proxy) and ``proxy/proxyExcludedUrls`` (QGIS's
"default" proxy, i.e. not the configured one) are URL prefixes; both give None.
"""

from __future__ import annotations

from urllib.parse import quote, urlsplit, urlunsplit

from qgis.core import QgsApplication, QgsSettings
from qgis.PyQt.QtCore import QUrl
from qgis.PyQt.QtNetwork import QNetworkProxy, QNetworkProxyFactory, QNetworkProxyQuery

_SCHEMES = {
    QNetworkProxy.ProxyType.HttpProxy: "http",
    QNetworkProxy.ProxyType.HttpCachingProxy: "http",
    # httpx needs the optional `socksio` package for this scheme.
    QNetworkProxy.ProxyType.Socks5Proxy: "socks5",
}
_TYPE_NAMES = {
    "HttpProxy": QNetworkProxy.ProxyType.HttpProxy,
    "HttpCachingProxy": QNetworkProxy.ProxyType.HttpCachingProxy,
    "Socks5Proxy": QNetworkProxy.ProxyType.Socks5Proxy,
    "FtpCachingProxy": QNetworkProxy.ProxyType.FtpCachingProxy,
}


def _as_list(value: object) -> list[str]:
    # Stored as a QStringList by the options dialog, but as "a|b" by older versions and scripts.
    if value is None:
        return []
    items = value if isinstance(value, (list, tuple)) else str(value).split("|")
    return [str(item).strip() for item in items if str(item).strip()]


def _is_excluded(url: str, settings: QgsSettings) -> bool:
    prefixes = _as_list(settings.value("proxy/noProxyUrls")) + _as_list(
        settings.value("proxy/proxyExcludedUrls")
    )
    return any(url.startswith(prefix) for prefix in prefixes)


def _configured_proxy(url: str, settings: QgsSettings) -> QNetworkProxy | None:
    type_name = str(settings.value("proxy/proxyType", "") or "")
    if type_name == "DefaultProxy":
        # "Default" in QGIS means the operating system's proxy configuration.
        found = QNetworkProxyFactory.systemProxyForQuery(QNetworkProxyQuery(QUrl(url)))
        return found[0] if found else None
    proxy_type = _TYPE_NAMES.get(type_name, QNetworkProxy.ProxyType.HttpProxy)
    try:
        port = int(str(settings.value("proxy/proxyPort", "") or "0"))
    except ValueError:
        port = 0
    return QNetworkProxy(
        proxy_type,
        str(settings.value("proxy/proxyHost", "") or "").strip(),
        port,
        str(settings.value("proxy/proxyUser", "") or ""),
        str(settings.value("proxy/proxyPassword", "") or ""),
    )


def _apply_auth_config(proxy: QNetworkProxy, settings: QgsSettings) -> None:
    # Credentials may live in the auth database instead of plain settings (QGIS's own option).
    authcfg = str(settings.value("proxy/authcfg", "") or "")
    manager = QgsApplication.authManager()
    if authcfg and manager is not None and not manager.isDisabled():
        manager.updateNetworkProxy(proxy, authcfg)


def proxy_url_for(url: str, settings: QgsSettings | None = None) -> str | None:
    """The URL of the proxy QGIS would use for ``url`` (scheme, credentials if any, host, port), or None for direct."""
    qs = settings or QgsSettings()
    if not qs.value("proxy/proxyEnabled", False, type=bool):
        return None
    if _is_excluded(url, qs):
        return None
    proxy = _configured_proxy(url, qs)
    if proxy is None:
        return None
    _apply_auth_config(proxy, qs)
    scheme = _SCHEMES.get(proxy.type())
    host = proxy.hostName()
    if scheme is None or not host:
        return None  # NoProxy, an FTP-only proxy, or a proxy without a host
    credentials = ""
    if proxy.user():
        credentials = quote(proxy.user(), safe="")
        if proxy.password():
            credentials += ":" + quote(proxy.password(), safe="")
        credentials += "@"
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"  # IPv6 literal
    port = f":{proxy.port()}" if proxy.port() > 0 else ""
    return f"{scheme}://{credentials}{host}{port}"


def redact(url: str | None) -> str:
    """The URL with its password replaced, for logs and messages."""
    if not url:
        return ""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = parts.username or ""
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    try:
        port = parts.port
    except ValueError:  # a malformed port must not make the log line leak the password
        port = None
    netloc = f"{user}:***@{host}" + (f":{port}" if port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
