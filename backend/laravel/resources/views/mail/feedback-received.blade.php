<x-mail::message>
# Feedback from {{ $feedback->user->name }}

@if ($feedback->rating)
Rating: {{ $feedback->rating }} of 5
@endif

<x-mail::panel>
{{ $feedback->message }}
</x-mail::panel>

@if ($feedback->page_url)
Sent from {{ $feedback->page_url }}
@endif
</x-mail::message>
