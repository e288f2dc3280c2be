// The official TypeScript SDK's client against a Vidlens MCP endpoint, as an agent developer would
// use it: Streamable HTTP with an API key, tools/list, a few tools/call. The SDK checks every
// successful result's structuredContent against the tool's outputSchema (listed by tools/list) and
// throws when it does not fit, so each call below is also a schema check.
// Usage: node ts-sdk-client.mjs URL KEY VIDEO_ID CHANNEL_ID
// Prints one line per check ("ok NAME" or "FAIL NAME: why") and exits 1 when any failed.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [url, key, video, channel] = process.argv.slice(2);
if (!channel) {
  console.error("usage: node ts-sdk-client.mjs URL KEY VIDEO_ID CHANNEL_ID");
  process.exit(2);
}

let failed = 0;
async function check(name, body) {
  try {
    const note = await body();
    console.log(`ok ${name}${note ? ` (${note})` : ""}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${(e && e.message) || e}`.slice(0, 600));
  }
}
function expect(condition, why) {
  if (!condition) throw new Error(why);
}
function text(result) {
  return (result.content || []).filter((c) => c.type === "text").map((c) => c.text).join("\n");
}
async function succeeds(name, args, options) {
  const result = await client.callTool({ name, arguments: args }, undefined, options);
  expect(!result.isError, `tool error: ${text(result).slice(0, 300)}`);
  expect(result.structuredContent, "no structuredContent");
  return result;
}

const transport = new StreamableHTTPClientTransport(new URL(url), {
  requestInit: { headers: { Authorization: `Bearer ${key}` } },
});
const client = new Client({ name: "vidlens-ts-sdk-check", version: "1.0.0" });

await check("connect (initialize over Streamable HTTP)", async () => {
  await client.connect(transport);
  expect(transport.sessionId, "no Mcp-Session-Id");
  return `session ${transport.sessionId.slice(0, 12)}…, protocol ${transport.protocolVersion}`;
});

let tools = [];
await check("tools/list: every tool has an object outputSchema", async () => {
  tools = (await client.listTools()).tools;
  expect(tools.length > 0, "no tools");
  const without = tools.filter((t) => !t.outputSchema || t.outputSchema.type !== "object");
  expect(without.length === 0, `no object outputSchema: ${without.map((t) => t.name)}`);
  return `${tools.length} tools`;
});

await check("get_video_details (structured content fits the schema)", async () => {
  const r = await succeeds("get_video_details", { videoId: video });
  expect(JSON.stringify(r.structuredContent).includes(video), "answer does not name the video");
});

await check("get_video_details with a watch link", async () => {
  const r = await succeeds("get_video_details", {
    videoId: `https://www.youtube.com/watch?v=${video}`,
  });
  expect(JSON.stringify(r.structuredContent).includes(video), "answer does not name the video");
});

await check("get_transcript", async () => {
  await succeeds("get_transcript", { videoId: video });
});

await check("get_channel_about", async () => {
  const r = await succeeds("get_channel_about", { channelId: channel });
  expect(JSON.stringify(r.structuredContent).includes(channel), "answer does not name the channel");
});

await check("get_channel_videos (summary)", async () => {
  const r = await succeeds("get_channel_videos", { channelId: channel });
  return `${JSON.stringify(r.structuredContent).length} chars`;
});

await check("analyze_channel with progress", async () => {
  const progress = [];
  const r = await succeeds(
    "analyze_channel",
    { channelId: channel, waitSeconds: 240 },
    {
      onprogress: (p) => progress.push(p.progress),
      resetTimeoutOnProgress: true,
      timeout: 120_000,
      maxTotalTimeout: 300_000,
    },
  );
  const job = r.structuredContent;
  expect(progress.length > 0, "no progress notification arrived");
  const status = job.status || (job.items && job.items[0] && job.items[0].status);
  const jobId = job.jobId || job.id || (job.items && job.items[0] && job.items[0].jobId);
  if (jobId) {
    await succeeds("get_channel_analysis", { jobId });
  }
  return `${progress.length} progress events, last ${progress.at(-1)}, status ${status}`;
});

await check("a bad video ID is a tool error without structured content", async () => {
  const r = await client.callTool({ name: "get_video_details", arguments: { videoId: "short" } });
  expect(r.isError === true, "not a tool error");
  expect(!r.structuredContent, "an error carries structuredContent");
  expect(/HTTP 400/.test(text(r)), `unexpected text: ${text(r).slice(0, 200)}`);
});

await check("an unknown tool is a JSON-RPC error", async () => {
  try {
    await client.callTool({ name: "no_such_tool", arguments: {} });
  } catch (e) {
    return `code ${e.code}`;
  }
  throw new Error("the call succeeded");
});

await check("resources/templates/list and resources/read", async () => {
  const templates = (await client.listResourceTemplates()).resourceTemplates;
  expect(templates.length > 0, "no resource templates");
  const read = await client.readResource({ uri: `vidlens://transcripts/${video}` });
  expect(read.contents.length > 0 && read.contents[0].text, "no transcript text");
});

await check("prompts/list and prompts/get", async () => {
  const prompts = (await client.listPrompts()).prompts;
  expect(prompts.length > 0, "no prompts");
  const p = prompts.find((x) => x.name === "analyse_my_channel") || prompts[0];
  const args = Object.fromEntries((p.arguments || []).filter((a) => a.required).map((a) => [a.name, channel]));
  const got = await client.getPrompt({ name: p.name, arguments: args });
  expect(got.messages.length > 0, "no messages");
});

await check("ping", async () => {
  await client.ping();
});

await check("a wrong key is refused with 401 in the error envelope", async () => {
  const refused = new Client({ name: "vidlens-ts-sdk-check", version: "1.0.0" });
  const wrong = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: "Bearer not-a-vidlens-key-0123456789" } },
  });
  try {
    await refused.connect(wrong);
  } catch (e) {
    expect(e.code === 401, `code ${e.code}: ${e.message}`);
    expect(/"code":401/.test(e.message), `no envelope: ${e.message}`);
    return;
  }
  throw new Error("connected with a wrong key");
});

await check("close the session (DELETE)", async () => {
  await transport.terminateSession();
  await client.close();
});

console.log(failed ? `${failed} check(s) failed` : "all checks passed");
process.exit(failed ? 1 : 0);
