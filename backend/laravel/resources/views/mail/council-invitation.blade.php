<x-mail::message>
# You are invited to {{ $invitation->council->name }}

{{ $invitation->inviter->name }} invited you to join as {{ $invitation->role }}.

<x-mail::button :url="$url">
Accept the invitation
</x-mail::button>

The link is valid until {{ $invitation->expires_at->toDayDateTimeString() }}.
</x-mail::message>
