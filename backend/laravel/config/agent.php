<?php

return [
    // Pause between the chunks of a streamed reply, as a model's tokens would arrive.
    'reply_pace_ms' => (int) env('AGENT_REPLY_PACE_MS', 40),
];
