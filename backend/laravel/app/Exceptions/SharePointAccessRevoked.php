<?php

namespace App\Exceptions;

use RuntimeException;

/** Microsoft no longer accepts a council's SharePoint grant (revoked, expired for good). */
class SharePointAccessRevoked extends RuntimeException {}
