-- sbdb schema, migration 0017: dependencies that are not checked in, told by the platform's
-- facts rather than by a list of well-known packages. A class IB names that no code of the
-- repository declares may come from such a dependency: sbdb cannot tell, so it says undecided.

-- view sdk_modules: the modules Apple's SDKs and the Swift toolchain provide (a platform fact): code that imports one of them depends on nothing outside the repository
CREATE VIEW sdk_modules (
    module                            -- the module's name, as code imports it
) AS VALUES
    ('Accelerate'), ('Accessibility'), ('Accounts'), ('ActivityKit'), ('AdServices'), ('AdSupport'),
    ('AddressBook'), ('AddressBookUI'), ('AppIntents'), ('AppKit'), ('AppTrackingTransparency'),
    ('AppleScriptObjC'), ('ApplicationServices'), ('ARKit'), ('AssetsLibrary'), ('AudioToolbox'), ('AudioUnit'),
    ('AuthenticationServices'), ('AVFAudio'), ('AVFoundation'), ('AVKit'), ('AVRouting'),
    ('BackgroundAssets'), ('BackgroundTasks'), ('BusinessChat'), ('CallKit'), ('Carbon'), ('CarPlay'),
    ('CFNetwork'), ('ClassKit'), ('ClockKit'), ('CloudKit'), ('Cocoa'), ('Collaboration'),
    ('Combine'), ('Contacts'), ('ContactsUI'), ('CoreAudio'), ('CoreAudioKit'), ('CoreAudioTypes'),
    ('CoreBluetooth'), ('CoreData'), ('CoreFoundation'), ('CoreGraphics'), ('CoreHaptics'),
    ('CoreImage'), ('CoreLocation'), ('CoreLocationUI'), ('CoreMedia'), ('CoreMIDI'), ('CoreML'),
    ('CoreMotion'), ('CoreNFC'), ('CoreServices'), ('CoreSpotlight'), ('CoreTelephony'), ('CoreText'),
    ('CoreTransferable'), ('CoreVideo'), ('CoreWLAN'), ('CryptoKit'), ('CryptoTokenKit'), ('Darwin'),
    ('DeveloperToolsSupport'), ('DeviceCheck'), ('DiskArbitration'), ('Dispatch'), ('EventKit'),
    ('EventKitUI'), ('ExceptionHandling'), ('ExtensionFoundation'), ('ExtensionKit'),
    ('ExternalAccessory'), ('FileProvider'), ('FileProviderUI'), ('FinderSync'), ('Foundation'),
    ('FoundationEssentials'), ('FoundationNetworking'), ('GameController'), ('GameKit'),
    ('GameplayKit'), ('GLKit'), ('GroupActivities'), ('HealthKit'), ('HealthKitUI'), ('HomeKit'),
    ('ImageCaptureCore'), ('ImageIO'), ('InputMethodKit'), ('Intents'), ('IntentsUI'), ('IOKit'),
    ('IOSurface'), ('iAd'), ('JavaScriptCore'), ('LinkPresentation'), ('LocalAuthentication'),
    ('MapKit'), ('MediaAccessibility'), ('MediaPlayer'), ('MediaToolbox'), ('MessageUI'), ('Messages'),
    ('Metal'), ('MetalFX'), ('MetalKit'), ('MetalPerformanceShaders'), ('MetricKit'), ('MobileCoreServices'),
    ('ModelIO'), ('MultipeerConnectivity'), ('MusicKit'), ('NaturalLanguage'), ('Network'),
    ('NetworkExtension'), ('NotificationCenter'), ('ObjectiveC'), ('Observation'), ('OpenAL'),
    ('OpenDirectory'), ('OpenGL'), ('OpenGLES'), ('os'), ('OSLog'), ('PassKit'), ('PDFKit'),
    ('PencilKit'), ('Photos'), ('PhotosUI'), ('PushKit'), ('QuartzCore'), ('Quartz'), ('QuickLook'),
    ('QuickLookThumbnailing'), ('QuickLookUI'), ('RealityKit'), ('RegexBuilder'), ('ReplayKit'),
    ('SafariServices'), ('SceneKit'), ('ScreenCaptureKit'), ('ScreenSaver'), ('ScreenTime'),
    ('ScriptingBridge'), ('Security'), ('SecurityFoundation'), ('SecurityInterface'),
    ('SensitiveContentAnalysis'), ('ServiceManagement'), ('SharedWithYou'), ('ShazamKit'), ('simd'),
    ('Social'), ('SoundAnalysis'), ('Speech'), ('SpriteKit'), ('StoreKit'), ('Swift'), ('SwiftData'),
    ('SwiftUI'), ('Synchronization'), ('SystemConfiguration'), ('SystemExtensions'), ('TVMLKit'),
    ('TVServices'), ('TVUIKit'), ('Testing'), ('UIKit'), ('UniformTypeIdentifiers'),
    ('UserNotifications'), ('UserNotificationsUI'), ('VideoSubscriberAccount'), ('VideoToolbox'),
    ('Vision'), ('VisionKit'), ('WatchConnectivity'), ('WatchKit'), ('WeatherKit'), ('WebKit'),
    ('WidgetKit'), ('XCTest'), ('_Concurrency'), ('_StringProcessing');

-- view external_modules: modules code imports that neither an Apple SDK provides nor the repository holds (no class of the repository in that module, no folder of that name): a dependency that is not checked in, such as a pod, a package or a binary framework
CREATE VIEW external_modules (
    module                            -- the module's name, as code imports it
) AS
SELECT i.module FROM (SELECT DISTINCT module FROM code_imports) i
WHERE i.module NOT IN (SELECT module FROM sdk_modules)
  AND i.module NOT IN (SELECT module FROM classes WHERE module IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM files m WHERE m.path GLOB i.module || '/*' OR m.path GLOB '*/' || i.module || '/*');
