<x-mail::message>
# Access request

**{{ $registration->name }}** ({{ $registration->email }}) of **{{ $registration->company }}** asks for access.

@if ($registration->message)
<x-mail::panel>
{{ $registration->message }}
</x-mail::panel>
@endif
</x-mail::message>
