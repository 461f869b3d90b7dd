-- wrk script: cycles through the URLs listed (one a line) in the file named by $WRK_URLS, so a
-- load test hits pages, previews, the JSON API and static files rather than one cached page.
local urls = {}
for line in io.lines(os.getenv("WRK_URLS")) do
    if line ~= "" then urls[#urls + 1] = line end
end
local counter = 0

request = function()
    counter = counter + 1
    return wrk.format("GET", urls[(counter % #urls) + 1])
end
