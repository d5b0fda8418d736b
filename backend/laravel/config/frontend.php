<?php

return [
    /*
    | The SPA's origin: the links in mails (verify email, reset password, invitations) open its pages.
    | The test bed sets it to the origin it serves the app from.
    */
    'url' => rtrim(env('FRONTEND_URL', 'http://localhost:5173'), '/'),

    // Where requests for access (POST /api/registration-request) are mailed.
    'sales_address' => env('SALES_MAIL_ADDRESS', 'sales@example.com'),

    // Where feedback (POST /api/feedback) is mailed.
    'support_address' => env('SUPPORT_MAIL_ADDRESS', 'support@example.com'),
];
