import Prometheus

/// A fresh registry per test, so tests running in parallel never share counters.
enum PrometheusRegistryBox {
    static func make() -> PrometheusCollectorRegistry {
        PrometheusCollectorRegistry()
    }
}
