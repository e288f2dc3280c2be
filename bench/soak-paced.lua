-- The soak's mixed load (bench/soak.lua) at a steady pace instead of as fast as the server
-- answers: each connection waits PACE_MS (default 80) between requests, so 8 connections ask about
-- 100 requests a second, about half of what one node serves on this machine. Well-behaved clients
-- ask at a rate; a saturating load measures queueing, not what another client does to them.
dofile("bench/soak.lua")
local pace = tonumber(os.getenv("PACE_MS") or "80")

delay = function()
  return pace
end
