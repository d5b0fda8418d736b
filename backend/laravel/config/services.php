<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Third Party Services
    |--------------------------------------------------------------------------
    |
    | This file is for storing the credentials for third party services such
    | as Mailgun, Postmark, AWS and more. This file provides the de facto
    | location for this type of information, allowing packages to have
    | a conventional file to locate the various service credentials.
    |
    */

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'ses' => [
        'key' => env('AWS_ACCESS_KEY_ID'),
        'secret' => env('AWS_SECRET_ACCESS_KEY'),
        'region' => env('AWS_DEFAULT_REGION', 'us-east-1'),
    ],

    'resend' => [
        'key' => env('RESEND_KEY'),
    ],

    // The agents' model: an OpenAI-compatible chat completions API (App\Services\HttpAiReplyGenerator).
    'ai' => [
        'url' => env('AI_REPLY_URL'),
        'key' => env('AI_REPLY_KEY'),
        'model' => env('AI_REPLY_MODEL'),
        'timeout' => (int) env('AI_REPLY_TIMEOUT', 60),
    ],

    // Payments: Stripe's API (App\Services\StripePaymentGateway).
    'stripe' => [
        'url' => env('STRIPE_API_URL', 'https://api.stripe.com'),
        'secret' => env('STRIPE_SECRET'),
        'timeout' => (int) env('STRIPE_TIMEOUT', 30),
    ],

    // Sign-in with Microsoft and the councils' SharePoint (App\Services\MicrosoftIdentityPlatform, MicrosoftGraphSharePoint).
    'microsoft' => [
        'client_id' => env('MICROSOFT_CLIENT_ID'),
        'client_secret' => env('MICROSOFT_CLIENT_SECRET'),
        'tenant' => env('MICROSOFT_TENANT', 'common'),
        'login_url' => env('MICROSOFT_LOGIN_URL', 'https://login.microsoftonline.com'),
        'graph_url' => env('MICROSOFT_GRAPH_URL', 'https://graph.microsoft.com'),
        'timeout' => (int) env('MICROSOFT_TIMEOUT', 30),
    ],

    // The tools' providers, one entry per tool slug (App\Services\HttpToolOAuthProvider).
    'tools' => [
        'google-calendar' => [
            'client_id' => env('GOOGLE_CLIENT_ID'),
            'client_secret' => env('GOOGLE_CLIENT_SECRET'),
            'authorize_url' => 'https://accounts.google.com/o/oauth2/v2/auth',
            'token_url' => 'https://oauth2.googleapis.com/token',
            'revoke_url' => 'https://oauth2.googleapis.com/revoke',
            'api_url' => env('GOOGLE_CALENDAR_TOOL_URL'),
            'scopes' => 'https://www.googleapis.com/auth/calendar',
        ],
        'google-drive' => [
            'client_id' => env('GOOGLE_CLIENT_ID'),
            'client_secret' => env('GOOGLE_CLIENT_SECRET'),
            'authorize_url' => 'https://accounts.google.com/o/oauth2/v2/auth',
            'token_url' => 'https://oauth2.googleapis.com/token',
            'revoke_url' => 'https://oauth2.googleapis.com/revoke',
            'api_url' => env('GOOGLE_DRIVE_TOOL_URL'),
            'scopes' => 'https://www.googleapis.com/auth/drive.file',
        ],
        // Microsoft's identity platform has no revocation endpoint: disconnecting forgets the grant.
        'microsoft-teams' => [
            'client_id' => env('MICROSOFT_CLIENT_ID'),
            'client_secret' => env('MICROSOFT_CLIENT_SECRET'),
            'authorize_url' => 'https://login.microsoftonline.com/'.env('MICROSOFT_TENANT', 'common').'/oauth2/v2.0/authorize',
            'token_url' => 'https://login.microsoftonline.com/'.env('MICROSOFT_TENANT', 'common').'/oauth2/v2.0/token',
            'revoke_url' => null,
            'api_url' => env('MICROSOFT_TEAMS_TOOL_URL'),
            'scopes' => 'offline_access Team.ReadBasic.All ChannelMessage.Send',
        ],
    ],

    'slack' => [
        'notifications' => [
            'bot_user_oauth_token' => env('SLACK_BOT_USER_OAUTH_TOKEN'),
            'channel' => env('SLACK_BOT_USER_DEFAULT_CHANNEL'),
        ],
    ],

];
