<?php

namespace App\Mail;

use App\Models\Invitation;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/** The link to the SPA's /auth/Accept_invitation page, with the invitation's token (the database keeps only its hash). */
class CouncilInvitation extends Mailable
{
    use Queueable, SerializesModels;

    public function __construct(public Invitation $invitation, public string $token) {}

    public static function acceptUrl(string $token): string
    {
        return config('frontend.url').'/auth/Accept_invitation?'.http_build_query(['token' => $token]);
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: "Your invitation to {$this->invitation->council->name}");
    }

    public function content(): Content
    {
        return new Content(markdown: 'mail.council-invitation', with: [
            'url' => self::acceptUrl($this->token),
        ]);
    }
}
