# The nightly job as an image (Docs/scaling.md): glance built with the official Swift image of
# the version the repository pins (.swift-version), self-contained (Scripts/install.sh: release,
# --static-swift-stdlib, resources compiled in), then copied alone onto a slim Debian of the
# same release, whose C library is the one it was linked against. The image holds the sample
# sources and pipelines, so it runs the production pipeline (the clock's day, Output/production)
# as it is:
#
#   docker build -t glance .
#   docker run --rm glance
#
# and a real job mounts the people's sources over /srv/glance/Data and a volume for the output.
ARG SWIFT_VERSION=6.3.1

FROM swift:${SWIFT_VERSION}-bookworm AS build
WORKDIR /src
COPY . .
RUN Scripts/install.sh --prefix /out

FROM debian:bookworm-slim
# Nothing to install: the zone rules are ICU's, linked into the binary with Foundation (it runs
# the same with /usr/share/zoneinfo emptied).
COPY --from=build /out/bin/glance /usr/local/bin/glance
COPY --from=build /out/share /usr/local/share
WORKDIR /srv/glance
COPY Pipelines Pipelines
COPY Data Data
RUN useradd --uid 10001 --no-create-home --shell /usr/sbin/nologin glance && mkdir Output && chown glance Output
USER 10001
ENTRYPOINT ["glance"]
CMD ["run", "Pipelines/production.json", "--quiet"]
