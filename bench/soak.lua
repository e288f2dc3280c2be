-- Mixed steady load for the soak runs (docs/performance.md): cached answers (video details,
-- subtitles, channel tabs, about, RPM, transcript) and uncached ones (comments: the server runs
-- with the watch-page and comment caches turned off, so every one reads the platform replay).
local key = os.getenv("VIDLENS_KEY") or "soak-key-0123456789abcdef"
local paths = {
  "/api/external/videos/details?videoId=3sbYbckT1VY",
  "/api/external/videos/details?videoId=M4gD1WSo5mA",
  "/api/external/videos/details?videoId=tjz2u2DiveM",
  "/api/external/videos/subtitle?videoId=3sbYbckT1VY",
  "/api/external/videos/transcript?videoId=cV5TjZCJkuA",
  "/api/external/videos/rpm?videoId=3sbYbckT1VY",
  "/api/external/channels/videos?channelId=UCsXVk37bltHxD1rDPwtNM8Q",
  "/api/external/channels/about?channelId=UCsXVk37bltHxD1rDPwtNM8Q",
  "/api/external/videos/comments?videoId=bjFtFMilb34",
  "/api/external/videos/comments?videoId=bjFtFMilb34",
}
local i = 0

request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1], { ["Authorization"] = "Bearer " .. key })
end
