# Writes small but real-shaped project.pbxproj files for the Projects fixture.
import itertools
_ids = itertools.count(1)
def nid(): return "A%023X" % next(_ids)

class Project:
    def __init__(self):
        self.objects = []  # (id, dict-as-text)
        self.main_children = []
    def obj(self, fields, oid=None):
        oid = oid or nid()
        self.objects.append((oid, fields))
        return oid
    def file(self, path, ftype, tree='"<group>"', name=None):
        f = f'isa = PBXFileReference; lastKnownFileType = {ftype}; path = {q(path)}; sourceTree = {tree};'
        if name: f += f' name = {q(name)};'
        return self.obj(f)
    def group(self, path, children, name=None, tree='"<group>"'):
        kids = ''.join(f'{c}, ' for c in children)
        f = f'isa = PBXGroup; children = ({kids}); ' + (f'path = {q(path)}; ' if path else '') + (f'name = {q(name)}; ' if name else '') + f'sourceTree = {tree};'
        return self.obj(f)
    def variant(self, name, children):
        kids = ''.join(f'{c}, ' for c in children)
        return self.obj(f'isa = PBXVariantGroup; children = ({kids}); name = {q(name)}; sourceTree = "<group>";')
    def synced(self, path, exceptions=()):
        ex = ''.join(f'{e}, ' for e in exceptions)
        return self.obj(f'isa = PBXFileSystemSynchronizedRootGroup; exceptions = ({ex}); explicitFileTypes = {{}}; explicitFolders = (); path = {q(path)}; sourceTree = "<group>";')
    def exception(self, target, members, oid=None):
        m = ''.join(f'{q(x)}, ' for x in members)
        return self.obj(f'isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ({m}); target = {target};', oid)
    def phase(self, isa, refs):
        files = [self.obj(f'isa = PBXBuildFile; fileRef = {r};') for r in refs]
        fl = ''.join(f'{f}, ' for f in files)
        return self.obj(f'isa = {isa}; buildActionMask = 2147483647; files = ({fl}); runOnlyForDeploymentPostprocessing = 0;')
    def configs(self, settings_by_name, base=None):
        ids = []
        for name, settings in settings_by_name.items():
            s = ''.join(f'{q(k)} = {q(v)}; ' for k, v in settings.items())
            b = f'baseConfigurationReference = {base}; ' if base else ''
            ids.append(self.obj(f'isa = XCBuildConfiguration; {b}buildSettings = {{{s}}}; name = {name};'))
        il = ''.join(f'{i}, ' for i in ids)
        return self.obj(f'isa = XCConfigurationList; buildConfigurations = ({il}); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release;')
    def target(self, name, ptype, phases, settings, product=None, deps=(), synced=(), base=None, oid=None, packages=()):
        cl = self.configs({'Debug': settings, 'Release': settings}, base)
        pl = ''.join(f'{p}, ' for p in phases)
        dl = ''.join(f'{d}, ' for d in deps)
        sl = ''.join(f'{s}, ' for s in synced)
        pr = f'productReference = {product}; ' if product else ''
        sy = f'fileSystemSynchronizedGroups = ({sl}); ' if synced else ''
        if packages:
            pk = ''.join(f"{self.obj(f'isa = XCSwiftPackageProductDependency; productName = {q(n)};')}, " for n in packages)
            sy += f'packageProductDependencies = ({pk}); '
        return self.obj(f'isa = PBXNativeTarget; buildConfigurationList = {cl}; buildPhases = ({pl}); dependencies = ({dl}); {sy}name = {q(name)}; productName = {q(name)}; {pr}productType = "{ptype}";', oid)
    def dependency(self, target):
        return self.obj(f'isa = PBXTargetDependency; target = {target};')
    def write(self, path, main_group, targets, project_settings):
        cl = self.configs({'Debug': project_settings, 'Release': project_settings})
        tl = ''.join(f'{t}, ' for t in targets)
        root = self.obj(f'isa = PBXProject; buildConfigurationList = {cl}; compatibilityVersion = "Xcode 14.0"; mainGroup = {main_group}; projectDirPath = ""; projectRoot = ""; targets = ({tl});')
        out = ['// !$*UTF8*$!', '{', '\tarchiveVersion = 1;', '\tclasses = {', '\t};', '\tobjectVersion = 56;', '\tobjects = {', '']
        for oid, fields in self.objects:
            out.append(f'\t\t{oid} = {{{fields}}};')
        out += ['\t};', f'\trootObject = {root};', '}', '']
        open(path, 'w').write('\n'.join(out))

def q(v):
    v = str(v)
    if v and all(c.isalnum() or c in '._/' for c in v) and not v.startswith('/'):
        return v
    return '"' + v.replace('\\', '\\\\').replace('"', '\\"') + '"'
