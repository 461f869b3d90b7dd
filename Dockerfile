# The ContainerUI gallery: built in a Swift image, run from a slim Debian image as a non-root user.
FROM swift:6.3-bookworm AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd-dev=0.9.75-6 zlib1g-dev=1:1.2.13.dfsg-1 pkg-config=1.8.1-1 \
        libfreetype-dev=2.12.1+dfsg-5+deb12u4 libharfbuzz-dev=6.0.0+dfsg-3 \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
COPY Public ./Public
RUN swift build -c release --product gallery --static-swift-stdlib \
    && cp "$(swift build -c release --show-bin-path)/gallery" /usr/local/bin/gallery

# The runtime needs FreeType and HarfBuzz for the layout engine, and Noto Color Emoji, with which
# it measures emoji as Chromium draws them (without it, emoji are measured in Inter).
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12=0.9.75-6 zlib1g=1:1.2.13.dfsg-1 curl=7.88.1-10+deb12u15 \
        libfreetype6=2.12.1+dfsg-5+deb12u4 libharfbuzz0b=6.0.0+dfsg-3 fonts-noto-color-emoji=2.042-0+deb12u1 \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 gallery \
    && useradd --system --uid 10001 --gid 10001 --no-create-home --shell /usr/sbin/nologin gallery
WORKDIR /app
COPY --from=build /usr/local/bin/gallery /app/gallery
COPY --from=build /src/Public /app/Public
USER 10001:10001
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s CMD ["curl", "-fsS", "http://127.0.0.1:8080/healthz"]
ENTRYPOINT ["/app/gallery", "serve", "--host", "0.0.0.0", "--port", "8080", "--public-dir", "/app/Public"]
