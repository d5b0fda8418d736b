<?php

namespace App\Mail;

use App\Models\Feedback;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class FeedbackReceived extends Mailable
{
    use Queueable, SerializesModels;

    public function __construct(public Feedback $feedback) {}

    public function envelope(): Envelope
    {
        $name = $this->feedback->user->name;

        return new Envelope(
            subject: 'Feedback from '.$name.($this->feedback->subject ? ": {$this->feedback->subject}" : ''),
            replyTo: [$this->feedback->user->email],
        );
    }

    public function content(): Content
    {
        return new Content(markdown: 'mail.feedback-received');
    }
}
