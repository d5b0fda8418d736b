<?php

return [
    // Pause between the pieces of a reply of the fake model (AiReplyGeneratorFake), as a real
    // model's tokens would arrive: the test bed's replies last long enough to be stopped.
    'reply_pace_ms' => (int) env('AGENT_REPLY_PACE_MS', 40),

    // Seconds the reply job may take for a whole reply before the worker ends it and it fails.
    'reply_timeout' => (int) env('AGENT_REPLY_TIMEOUT', 120),
];
