<?php

namespace App\Exceptions;

use RuntimeException;

/** The tool's provider refused an authorization code, or no longer accepts a user's tokens. */
class ToolAuthorizationRejected extends RuntimeException {}
