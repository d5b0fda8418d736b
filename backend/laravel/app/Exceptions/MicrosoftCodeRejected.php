<?php

namespace App\Exceptions;

use RuntimeException;

/** Microsoft did not accept an authorization code (unknown, used, expired or for another address). */
class MicrosoftCodeRejected extends RuntimeException {}
