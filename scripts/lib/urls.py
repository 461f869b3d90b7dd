"""Prints a mix of gallery URLs for load tests: the index, every container's page, preview and
JSON (from /api/containers), the catalog, a stylesheet and /healthz."""
import json
import sys
import urllib.request

base = sys.argv[1]
containers = json.load(urllib.request.urlopen(base + "/api/containers"))["containers"]
urls = ["/", "/api/containers", "/css/gallery.css", "/healthz"]
for container in containers:
    urls += ["/containers/" + container["id"], "/containers/%s/preview" % container["id"],
             "/api/containers/" + container["id"]]
print("\n".join(urls))
