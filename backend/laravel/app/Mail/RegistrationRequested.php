<?php

namespace App\Mail;

use App\Models\RegistrationRequest;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class RegistrationRequested extends Mailable
{
    use Queueable, SerializesModels;

    public function __construct(public RegistrationRequest $registration) {}

    public function envelope(): Envelope
    {
        return new Envelope(
            subject: "Access request from {$this->registration->name} ({$this->registration->company})",
            replyTo: [$this->registration->email],
        );
    }

    public function content(): Content
    {
        return new Content(markdown: 'mail.registration-requested');
    }
}
