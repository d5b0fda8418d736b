<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Fakes for external services
    |--------------------------------------------------------------------------
    |
    | When true, AppServiceProvider swaps every external service (the AI reply,
    | and each service added behind a contract in app/Contracts) for its fake
    | in app/Support/Fakes, the way Mail::fake() swaps the mailer. The test bed
    | and the conformance runner's backend set it; a deployment never does.
    |
    */

    'fakes' => (bool) env('CONFORMANCE_FAKES', false),

];
